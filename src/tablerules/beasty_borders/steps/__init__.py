"""The steps of a turn of Beasty Borders, one module each: what may be done there, what
doing it changes, and why anything else is refused, with the step's rule ids.

========================  ==========================  ==========================
step                      who decides                 module
========================  ==========================  ==========================
laying the tiles          chance                      :mod:`.laying`
rolling the D8            chance, for the roller      :mod:`.rolling`
place or pass             the roller, then the other  :mod:`.placing`
point or pass             the roller, then the other  :mod:`.pointing` ('Without Luck')
========================  ==========================  ==========================

:class:`~tablerules.beasty_borders.state.BeastyBordersState` dispatches to
them by its phase; each step builds the next state through the state's own
makers.
"""
