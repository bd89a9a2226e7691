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


def test_compiled_code_loads_where_no_cache_folder_can_be_written():
    """An install whose folders numba cannot write to (here: code without a source file, which
    numba can never cache) still gets compiled playouts: uncached, the same results."""
    namespace: dict = {}
    exec("def plus_one(x):\n    return x + 1\n", namespace)  # noqa: S102 - no file to cache beside
    compiled = stream.njit(cache=True, nogil=True)(namespace["plus_one"])
    assert compiled(41) == 42


def test_blake2b_keys_start_the_streams_step_random_starts():
    """The compiled BLAKE2b gives the start of every key the games' draws use, long seeds and
    negative ones included, so compiled tie-breaks equal the Python bots'."""
    import numpy as np

    from pyramid_explorer.coach.compiled.blake2b import key_start

    for seed, step, tail in [(0, 0, ":shuffle"), (-2**62, 999, ":bot:memory:guess"),
                             (2**63 - 1, 12345, ":bot:strategist"), (7, 3, "")]:
        word = key_start(seed, step, np.frombuffer(tail.encode(), dtype=np.uint8).copy())
        assert int(word) == stream.start(f"{seed}:{step}{tail}")
