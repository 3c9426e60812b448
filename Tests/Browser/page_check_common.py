"""What the browser checks share."""

TOLERANCE = 0.01


def nearest(progress):
    """The HTML page's sample nearest to `progress` (0, 0.005, ..., 1)."""
    return min(200, max(0, round(progress * 200))) / 200


def close(a, b):
    """Whether two frames agree within TOLERANCE points."""
    return len(a) == len(b) and all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))
