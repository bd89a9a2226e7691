"""What every part of the user interface shares: texts and languages, colours, number
formats, friendly problems, menus, the page bridge and readiness; the page's browser code
(``js/``, bundled by :mod:`.browser_code`, the classes it selects in :mod:`.page_classes`) and
its style sheets (``css/``, read by :mod:`.styles`).
"""
