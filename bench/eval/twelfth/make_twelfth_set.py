"""Checks the twelfth blind set (twelfth_requests.py) against the request format and the seed
catalogue, then writes its two halves:

    bench/eval/twelfth/moods.twelfth-dev.json            (first, third, ... request of each category)
    bench/eval/twelfth/sealed/moods.twelfth-sealed.json  (second, fourth, ... request of each category)

Requests are numbered twelfth-001 ... in category order. On any problem it lists them, exits 1 and
writes nothing. Standard library plus bench/eval/categorised_set.py; running it again writes the same
files.

    python3 bench/eval/twelfth/make_twelfth_set.py            check and write
    python3 bench/eval/twelfth/make_twelfth_set.py --counts   also list how many catalogue titles meet
                                                          each request's clauses (writes the same)
"""

import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # bench/eval, for categorised_set and set_tools
sys.path.insert(0, HERE)

from categorised_set import make_set  # noqa: E402
from twelfth_requests import CATEGORIES  # noqa: E402

if __name__ == "__main__":
    make_set(CATEGORIES, "twelfth", HERE, counts="--counts" in sys.argv[1:])
