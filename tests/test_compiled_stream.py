"""The compiled random stream draws exactly what the bots' StepRandom draws."""

from hypothesis import given, settings
from hypothesis import strategies as st

from pyramid_explorer.coach.compiled import stream
from pyramid_explorer.engine.fastrng import StepRandom


@settings(max_examples=200, deadline=None)
@given(key=st.text(max_size=12),
       ops=st.lists(st.tuples(st.sampled_from(["below", "bits", "random", "shuffle"]),
                              st.integers(1, 5000)), max_size=30))
def test_compiled_stream_draws_what_step_random_draws(key, ops):
    py = StepRandom(key)
    rng = stream.new_stream(stream.start(key))
    for op, n in ops:
        if op == "below":
            assert stream.randbelow(rng, n) == py.randrange(n)
        elif op == "bits":
            k = n % 65
            assert int(stream.getrandbits(rng, k)) == py.getrandbits(k)
        elif op == "random":
            assert stream.random(rng) == py.random()
        else:
            import numpy as np
            items = list(range(n % 40))
            arr = np.array(items, dtype=np.int64)
            py.shuffle(items)
            stream.shuffle(rng, arr, len(arr))
            assert arr.tolist() == items
