"""The dashboard's Simulate tab: settings, a background run, its charts.
"""
