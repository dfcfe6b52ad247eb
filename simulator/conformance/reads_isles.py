"""
EmpireCore's reads of resource isles and ruins (issue 36), each through the EmpireCore service method that
sends it and parsed by its model: a Storm Islands map read (``gaa``) finds a resource isle, the isle attack
dialog asks about it (``aii``), a conquest takes it (``cra`` with ``ATT`` 7) and the map and the dialog then
name us its holder; a Great Empire map read marks a ruin's owner (``R``) and ``rui`` asks how long it stays
one. drive.py runs them in its one session, after the other reads. Our own code; it calls EmpireCore and
copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts with
empire-core-isles.ts) checks the details against the server's world.
"""

from __future__ import annotations

import time
from typing import Any

from common import StepFailed, Steps

# The conquering army: the test stations this many spearmen in the Storm Islands castle, enough for the
# isle's guardians (simulator/isle-conquest.ts).
CONQUEST_UNITS = 300
# The army sails a few real seconds at the test's time scale; the isle's tile is read again until we hold it.
# The hold itself lasts 24 or 48 real seconds there (4 or 8 game hours at 600x): the dialog is read well within.
HOLD_LIMIT_S = 30.0
HOLD_POLL_S = 0.5
MAP_HALF_SPAN = 50

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
ISLE_READ_STEPS = Steps()


def _area_around(driver: Any, castle: Any, kingdom: Any) -> Any:
    x1, y1 = max(0, castle.x - MAP_HALF_SPAN), max(0, castle.y - MAP_HALF_SPAN)
    driver.pace()
    return driver.client.map.scan_map_area(x1, y1, x1 + 2 * MAP_HALF_SPAN - 1, y1 + 2 * MAP_HALF_SPAN - 1, kingdom)


def _isle_dialog(driver: Any, isle: Any, storm: Any) -> Any:
    """aii, as the attack dialog asks it; its target row read by EmpireCore's own row parser."""
    from empire_core import Kingdom, MapItemType
    from empire_core.map.models.items import MapAreaItem

    driver.pace()
    info = driver.client.attack.get_attack_info(isle.x, isle.y, storm.x, storm.y, Kingdom.STORM, area_type=MapItemType.ISLE_RESOURCE)
    row = info.target_row()
    if not row:
        raise StepFailed(f"aii ({isle.x},{isle.y}): no target row: {info!r:.300}")
    return MapAreaItem.from_list(row), info


def _free_commander(driver: Any) -> int:
    """A commander of gli leading none of the armies the server lists now (the earlier steps' are home by now)."""
    busy = {((w.get("UM") or {}).get("L") or {}).get("ID") for w in driver.raw_movements()}
    free = [k.commander_id for k in driver.client.commanders.get_commanders() if k.commander_id not in busy]
    if not free:
        raise StepFailed(f"no commander free for the conquest; busy {busy}")
    return free[0]


@ISLE_READ_STEPS.add("gaa+aii+cra+gaa+aii")
def resource_isle(driver: Any) -> str:
    """gaa in the Storm Islands, aii on the nearest isle, cra ATT 7 there, then gaa and aii until we hold it."""
    from empire_core import AttackType, Kingdom, MapItemType

    storms = [c for c in driver.client.state.get_castles() if int(c.kingdom_id) == int(Kingdom.STORM)]
    if not storms:
        raise StepFailed("no castle in the Storm Islands in the castle list (gcl)")
    storm = storms[0]
    area = _area_around(driver, storm, Kingdom.STORM)
    isles = [i for i in area.items if i.item_type == MapItemType.ISLE_RESOURCE]
    if not isles:
        raise StepFailed(f"no resource isle (area type 24) around ({storm.x},{storm.y}) in the Storm Islands")
    isle = min(isles, key=lambda i: (i.x - storm.x) ** 2 + (i.y - storm.y) ** 2)
    free, _ = _isle_dialog(driver, isle, storm)
    commander = _free_commander(driver)
    driver.send_attack(storm, isle, CONQUEST_UNITS, commander, Kingdom.STORM, AttackType.CONQUER)
    deadline = time.monotonic() + HOLD_LIMIT_S
    while True:
        # The isle's own tile: a whole read each time would count 10,000 tiles towards the map-read ban.
        driver.pace()
        tile = driver.client.map.scan_map_area(isle.x, isle.y, isle.x, isle.y, Kingdom.STORM)
        held = next((i for i in tile.items if (i.x, i.y) == (isle.x, isle.y)), None)
        if held is not None and held.owner_id == driver.player_id:
            break
        if time.monotonic() > deadline:
            raise StepFailed(f"the isle at ({isle.x},{isle.y}) was not ours within {HOLD_LIMIT_S:.0f}s of the conquest: {held!r:.300}")
        time.sleep(HOLD_POLL_S)
    dialog, info = _isle_dialog(driver, isle, storm)
    holders = sorted(o.owner_id for o in info.owner_records())
    return (
        f"isle ({isle.x},{isle.y}) id {isle.isle_id} object {isle.location_id}: owner {isle.owner_id} left {isle.remaining_occupier_seconds}; "
        f"aii owner {free.owner_id} isle {free.isle_id}; cra ATT 7 led by {commander}; "
        f"held by {held.owner_id} for {held.remaining_occupier_seconds}s; aii held by {dialog.owner_id} for "
        f"{dialog.remaining_occupier_seconds}s, owners {holders}"
    )


@ISLE_READ_STEPS.add("gaa+rui")
def ruin(driver: Any) -> str:
    """gaa around the castle: the ruins among the owner records, the nearest ruin's castle row, and rui there."""
    from empire_core import Kingdom

    c = driver.castle
    area = _area_around(driver, c, Kingdom.GREEN)
    ruined = {o.owner_id for o in area.get_ruins()}
    rows = [i for i in area.items if i.owner_id in ruined]
    if not rows:
        raise StepFailed(f"no castle of a ruin's owner around ({c.x},{c.y}); ruins {sorted(ruined)}")
    row = min(rows, key=lambda i: (i.x - c.x) ** 2 + (i.y - c.y) ** 2)
    driver.pace()
    info = driver.client.map.get_ruin_info(row.x, row.y)
    if (info.x, info.y) != (row.x, row.y) or info.remaining_seconds <= 0:
        raise StepFailed(f"rui ({row.x},{row.y}): {info!r:.300}")
    return f"ruin of {row.owner_id} at ({row.x},{row.y}); rui ART {info.remaining_seconds}"
