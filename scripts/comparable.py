"""What the two YAML checks compare: a reading as JSON would carry it, NaN spelled out and
every mapping key as text, so that PyYAML's and ours compare as plain data."""

from __future__ import annotations

import math


def comparable(value):
    if isinstance(value, float) and math.isnan(value):
        return "NaN"
    if isinstance(value, dict):
        return {str(k): comparable(x) for k, x in value.items()}
    if isinstance(value, list):
        return [comparable(x) for x in value]
    return value
