"""What the Markdown checks share (check-docs-paths.py, check-map.py)."""
import re

FENCE = re.compile(r"^ {0,3}(```|~~~)")


def without_fences(text: str) -> list[str]:
    """The lines of `text` with every fenced code block blanked (its lines kept, empty), so line
    numbers stay right and nothing inside a fence counts as prose or as a code span."""
    kept: list[str] = []
    fenced = None
    for line in text.split("\n"):
        marker = FENCE.match(line)
        if fenced is None and marker:
            fenced = marker.group(1)
            kept.append("")
        elif fenced is not None:
            if line.strip().startswith(fenced):
                fenced = None
            kept.append("")
        else:
            kept.append(line)
    return kept
