"""What every part of the user interface shares: texts and languages, colours, number
formats, friendly problems, menus, the page bridge and readiness; the page's browser code
(``js/``, bundled by :mod:`.browser_code`, the classes it selects in :mod:`.page_classes`) and
its style sheets (``css/``, read by :mod:`.styles`).

>>> from pyramid_explorer.ui.common.format import percent
>>> from pyramid_explorer.ui.common.i18n import t
>>> t("step", "de"), percent(0.5678)
('Schritt ▶', '56.8 %')
"""
