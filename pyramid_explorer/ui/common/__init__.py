"""What every part of the user interface shares: texts and languages, colours, number
formats, friendly problems, menus, the page bridge and readiness.
"""
