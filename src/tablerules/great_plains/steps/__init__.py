"""The steps of a game of Great Plains, one module each: what may be done there, what
doing it changes, and why anything else is refused, with the step's rule ids.

========================  ==========================  ==========================
step                      who decides                 module
========================  ==========================  ==========================
laying the tablets        chance                      :mod:`.laying`
turning a tablet          chance ('turn tablets')     :mod:`.turning`
placing the cave tiles    the players in turn         :mod:`.caving`
placing the tokens        the players in turn         :mod:`.placing`
========================  ==========================  ==========================

A token placement, with or without an animal tile, is one decision (GP-12),
so the horse, the eagle and the bear are part of :mod:`.placing`; where each
may take a token is worked out on masks in
:mod:`~tablerules.great_plains.placement`.
:class:`~tablerules.great_plains.state.GreatPlainsState` dispatches to the
steps by its phase; each step builds the next state through the state's own
makers.
"""
