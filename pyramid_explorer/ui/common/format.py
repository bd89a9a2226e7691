"""How the program writes numbers for a learner: one percentage format everywhere.

>>> percent(0.5678), percent(1.0), percent(0.999999999999999), percent(0.99996)
('56.8 %', '100 %', '100 %', '> 99.9 %')
>>> percent(0.00077), percent(0.0), percent(-1e-17)
('0.077 %', '0 %', '0 %')
"""

from __future__ import annotations


def percent(p: float) -> str:
    """A chance as a percentage read at a glance: one decimal, a space before ``%``.

    Float noise (``1.0000000000000007``, ``-1e-17``) is rounded away; a near-certainty is never
    rounded up to 100 % (``> 99.9 %``), and chances under 1 % keep two significant digits.
    """
    p = min(1.0, max(0.0, round(p, 12)))
    if p >= 1.0:
        return "100 %"
    if p <= 0.0:
        return "0 %"
    pct = p * 100
    if pct < 1:
        return f"{pct:.2g} %"
    text = f"{pct:.1f}"
    return "> 99.9 %" if text == "100.0" else f"{text} %"


__all__ = ["percent"]
