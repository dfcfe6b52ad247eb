"""
EmpireCore's reads of the generals hub (issue 36): the characters' free spins (``gcs``), a free spin and a
paid one (``sct``), each through the EmpireCore service method that sends it and parsed by its model.
drive.py runs them in its one session, after reads_own.py's. Our own code; it calls EmpireCore and copies
none of it.

``get_generals_hub`` and ``spin_generals_hub`` need the game data (the ``characters`` table gives each
character's cooldown and offerings), which EmpireCore downloads from the live CDN: ``gamedata/cdn.py`` reads
it from ``ITEMS_BASE_URL``, which has no setting, so the first step points that at the simulator, which serves
the same two files under the same path (simulator/generals-hub.ts ``itemsFiles``), and loads them into a
cache folder of the run's own, so nothing is written beside a real download.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts with
empire-core-hub.ts) checks details against the server's world.
"""

from __future__ import annotations

import tempfile
import time
from typing import Any
from urllib.parse import urlsplit

from common import StepFailed, Steps

# How long the currencies pushed after a spin may take to be applied (they follow the reply on the socket).
SCE_WAIT_S = 10.0

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
HUB_READ_STEPS = Steps()


def _load_game_data(driver: Any) -> Any:
    from empire_core.gamedata import cdn
    from empire_core.gamedata.data import GameData

    url = urlsplit(driver.args.url)
    cdn.ITEMS_BASE_URL = f"{'https' if url.scheme == 'wss' else 'http'}://{url.netloc}/default/items"
    return GameData.load(cache_dir=tempfile.mkdtemp(prefix="drive-items-"))


def _draws(spin: Any) -> str:
    return ", ".join(f"{r.key} {r.amount} (R{draw.rarity})" for draw in spin.rewards for r in draw.rewards)


def _applied_sce(state: Any, after: float, spin: str) -> float:
    """Waits until the currencies pushed after a spin (sce, following its reply) are applied; returns when."""
    deadline = time.monotonic() + SCE_WAIT_S
    while (state.get_last_packet_time("sce") or 0.0) <= after:
        if time.monotonic() > deadline:
            raise StepFailed(f"no sce applied within {SCE_WAIT_S} s of the {spin} spin")
        time.sleep(0.05)
    return state.get_last_packet_time("sce")


@HUB_READ_STEPS.add("gcs", name="generals_hub")
def hub(driver: Any) -> str:
    """gcs: each character's free spins, with the cooldown's end EmpireCore works out from the game data."""
    data = _load_game_data(driver)
    driver.pace()
    characters = driver.client.commanders.get_generals_hub()
    if len(characters) != len(data.generals_hub_characters) or any(c.cooldown_ends_at is None for c in characters):
        raise StepFailed(f"gcs: {characters!r:.400}")
    listed = ", ".join(f"{int(c.character_id)} FOA {c.free_spins} LFO {int(c.last_free_spin)}" for c in characters)
    return f"gcs: {listed}"


@HUB_READ_STEPS.add("sct+sct", name="generals_hub_spins")
def spins(driver: Any) -> str:
    """sct: the fat king's free spin, then a paid spin of two of the knight's offerings (held from the login's sce)."""
    from empire_core.gamedata.ids.currencies import Currency
    from empire_core.gamedata.ids.generals_hub_characters import GeneralsHubCharacter

    state = driver.client.state
    before = state.get_last_packet_time("sce") or 0.0
    driver.pace()
    free = driver.client.commanders.spin_generals_hub(GeneralsHubCharacter.FAT_KING, Currency.OFFERING_TO_LUDWIG, free=True)
    character = free.character
    cooldown = character.cooldown_ends_at - character.last_free_spin if character.cooldown_ends_at is not None else None
    if character.free_spins != 0 or not free.rewards or cooldown is None or not time.time() - 60 < character.last_free_spin <= time.time() + 1:
        raise StepFailed(f"sct free: {free!r:.400}")
    told = _applied_sce(state, before, "free")
    driver.pace()
    paid = driver.client.commanders.spin_generals_hub(
        GeneralsHubCharacter.DRUNK_KNIGHT, Currency.OFFERING_TO_ULRICH, free=False, amount=2
    )
    if len(paid.rewards) != 2:
        raise StepFailed(f"sct paid: {paid!r:.400}")
    _applied_sce(state, told, "paid")
    left = driver.client.player.currencies.get(Currency.OFFERING_TO_ULRICH, 0)
    return (f"sct free 1: LFO {int(character.last_free_spin)}, cooldown {int(cooldown)} s, draws {_draws(free)}; "
            f"sct paid 2 x 2: draws {_draws(paid)}; KTK held {left}")
