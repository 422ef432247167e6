"""The steps of a season of Bison, one module each: what may be done there, what doing it
changes, and why anything else is refused, with the step's rule ids written out whole.

=================================  ============================  ======================
step                               who decides                   module
=================================  ============================  ======================
drawing a tile                     chance, for each seat         :mod:`.drawing`
choosing an action                 the acting seat               :mod:`.choosing`
laying the tile                    the acting seat               :mod:`.laying`
putting hunters into play          the acting seat               :mod:`.entering`
placing tipis or canoes            the acting seat               :mod:`.building`
gathering and calling hunters      the acting seat               :mod:`.gathering`
moving hunters                     the acting seat               :mod:`.moving`
taking an animal, or paying        the acting seat               :mod:`.paying`
trading at the market, exchanging  the acting seat, at any step  :mod:`.trading`
scoring; trading a surplus         a seat above 15 of an animal  :mod:`.scoring`
=================================  ============================  ======================

:mod:`.turn` holds what they share: the decision of the step under way, the
names of fields, and the hunters an action may use and pay for.
:class:`~tablerules.bison.state.BisonState` dispatches to them by its phase;
each step builds the next state through the state's own ``_evolve``.
"""
