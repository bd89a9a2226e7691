"""The pages a visitor sees instead of the dashboard: the class is full, or the link lacks its key.

Each page says it in English and German (the visitor's preferred language first, from the
browser's ``Accept-Language``), without anything about the server a visitor need not know.

>>> page = class_full_page(30, "de-DE,de;q=0.9")
>>> "Die Klasse ist voll" in page and "The class is full" in page
True
>>> page.index("Die Klasse ist voll") < page.index("The class is full")
True
>>> "30" in page
True
>>> "Traceback" in no_access_page("en")
False
"""

from __future__ import annotations

import html

from pyramid_explorer.engine.rules import Bilingual

CLASS_FULL_TITLE = Bilingual("The class is full", "Die Klasse ist voll")
CLASS_FULL_TEXT = Bilingual(
    "All places on this dashboard ({cap}) are taken. Wait a minute and reload this page: a place "
    "becomes free as soon as someone closes their tab. Or ask your teacher to free a place.",
    "Alle Plätze auf diesem Dashboard ({cap}) sind belegt. Warte eine Minute und lade die Seite "
    "neu: Sobald jemand seinen Tab schließt, wird ein Platz frei. Oder bitte deine "
    "Lehrkraft, einen Platz frei zu machen.")
NO_ACCESS_TITLE = Bilingual("This link is missing its key", "Diesem Link fehlt der Schlüssel")
NO_ACCESS_TEXT = Bilingual(
    "This dashboard only opens with the full link your teacher shows (it ends in "
    "“?token=…”). Scan the QR code again or type the whole address.",
    "Dieses Dashboard öffnet sich nur mit dem vollständigen Link, den deine Lehrkraft zeigt "
    "(er endet auf „?token=…“). Scanne den QR-Code noch einmal oder tippe die ganze Adresse ab.")

_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; font-size: 18px; line-height: 1.5; color: #1f2328;
       max-width: 40em; margin: 4em auto; padding: 0 1em; }}
h1 {{ font-size: 1.5em; margin: 0 0 .3em; }}
section + section {{ margin-top: 2em; padding-top: 1.5em; border-top: 1px solid #d0d7de; }}
</style></head>
<body class="pe-serve-page pe-serve-{kind}">
{sections}
</body></html>
"""


def preferred_language(accept_language: str | None) -> str:
    """``"de"`` when the browser prefers German to English, else ``"en"``.

    >>> preferred_language("de-AT,de;q=0.9,en;q=0.8"), preferred_language("en-GB,de;q=0.5")
    ('de', 'en')
    >>> preferred_language(None), preferred_language("fr")
    ('en', 'en')
    """
    best: tuple[float, str] = (-1.0, "en")
    for part in (accept_language or "").split(","):
        tag, _, params = part.strip().partition(";")
        lang = tag.strip().lower()[:2]
        if lang not in ("en", "de"):
            continue
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        if quality > best[0]:
            best = (quality, lang)
    return best[1]


def _page(kind: str, title: Bilingual, text: Bilingual, accept_language: str | None,
          **values: object) -> str:
    first = preferred_language(accept_language)
    order = (first, "de" if first == "en" else "en")
    sections = "\n".join(
        f'<section lang="{lang}"><h1>{html.escape(title.get(lang))}</h1>'
        f"<p>{html.escape(text.get(lang).format(**values))}</p></section>"
        for lang in order)
    return _PAGE.format(lang=first, title=html.escape(title.get(first)), kind=kind,
                        sections=sections)


def class_full_page(cap: int, accept_language: str | None = None) -> str:
    """The page for a visitor who arrives when ``cap`` learners already have a place."""
    return _page("full", CLASS_FULL_TITLE, CLASS_FULL_TEXT, accept_language, cap=cap)


def no_access_page(accept_language: str | None = None) -> str:
    """The page for a visitor whose link has no (or a wrong) token."""
    return _page("no-access", NO_ACCESS_TITLE, NO_ACCESS_TEXT, accept_language)
