"""
EmpireCore's landmark reads and actions (issue 36), each through the EmpireCore method that sends it and parsed
by its model: a monument beside the castle on the map (``gaa``, its MonumentMapobjectVO row) and its points
(``gmp``), the attack dialog on it (``ali``) and its conquest (``cra`` with ``ATT`` 8), wood and stone given to it
by carriage (``crm``) and its points again, and the laboratory beside the castle in the Burning Sands (``gaa``,
``glp``). drive.py runs it in its one session; the test (simulator/empire-core.test.ts, with
empire-core-landmarks.ts) puts the castles beside those landmarks and checks each detail against the world.
Our own code; it calls EmpireCore and copies none of it.
"""

from __future__ import annotations

import time
from typing import Any

from common import StepFailed, Steps

# Enough to beat a level 1 landmark's garrison for sure (the simulator's landmarks.ts: 40 per level).
CONQUEST_UNITS = 60
GIFT = {"wood": 300, "stone": 200}
# The army needs a game quarter hour there and back (a second or two at the test's time scale).
ARRIVAL_LIMIT_S = 30.0
ARRIVAL_POLL_S = 0.5

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
LANDMARK_STEPS = Steps()


def _landmark_near(driver: Any, castle: Any, item_type: Any) -> Any:
    """The map read around ``castle`` (100 tiles a side), and its nearest landmark row of ``item_type``."""
    span = 50
    x1, y1 = max(0, castle.x - span), max(0, castle.y - span)
    driver.pace()
    area = driver.client.map.scan_map_area(x1, y1, x1 + 2 * span - 1, y1 + 2 * span - 1, castle.kingdom_id)
    rows = [i for i in area.items if i.item_type == item_type]
    if not rows:
        raise StepFailed(f"no {item_type.name} row around ({castle.x},{castle.y}) in kingdom {int(castle.kingdom_id)}")
    row = min(rows, key=lambda i: (i.x - castle.x) ** 2 + (i.y - castle.y) ** 2)
    if row.location_id is None or row.landmark_level is None or row.owner_id is None:
        raise StepFailed(f"{item_type.name} row parsed without its id, level or owner: {row!r:.300}")
    return row


def _row_at(driver: Any, x: int, y: int, kingdom: Any) -> Any:
    """The landmark's row as a one-tile map read shows it now."""
    driver.pace()
    area = driver.client.map.scan_map_area(x, y, x, y, kingdom)
    return next((i for i in area.items if (i.x, i.y) == (x, y)), None)


@LANDMARK_STEPS.add("gaa+gmp")
def monument(driver: Any) -> str:
    """gaa around the castle finds a monument; gmp reads its points."""
    from empire_core import MapItemType

    row = _landmark_near(driver, driver.castle, MapItemType.MONUMENT)
    driver.landmark = row
    driver.pace()
    progress = driver.client.castle.get_landmark_progress(row)
    return (f"monument {row.location_id} at ({row.x},{row.y}) level {row.landmark_level} type {row.monument_type} "
            f"owner {row.owner_id}; gmp CP {progress.points}")


@LANDMARK_STEPS.add("ali+cra+gaa", name="landmark_conquest")
def conquest(driver: Any) -> str:
    """ali on the monument, then cra with ATT 8 (MONUMENT_CONQUER); the map row names us once the army arrived."""
    from empire_core import AttackType, Kingdom, MapItemType

    row, castle = getattr(driver, "landmark", None), driver.castle
    if row is None:
        raise StepFailed("needs the monument the monument step finds")
    driver.pace()
    info = driver.client.attack.get_attack_info(row.x, row.y, castle.x, castle.y, Kingdom.GREEN, area_type=MapItemType.MONUMENT)
    target = info.target_area.area
    if target is None or target.item_type != MapItemType.MONUMENT or target.location_id != row.location_id:
        raise StepFailed(f"ali: the target row is not the monument {row.location_id}: {info.target_row()!r:.300}")
    driver.send_attack(castle, row, CONQUEST_UNITS, driver.commander_id, castle.kingdom_id, AttackType.MONUMENT_CONQUER)
    deadline = time.monotonic() + ARRIVAL_LIMIT_S
    while True:
        now = _row_at(driver, row.x, row.y, Kingdom.GREEN)
        if now is not None and now.owner_id == driver.player_id:
            break
        if time.monotonic() > deadline:
            raise StepFailed(f"the monument was not ours within {ARRIVAL_LIMIT_S:.0f}s of the cra: {now!r:.300}")
        time.sleep(ARRIVAL_POLL_S)
    return (f"ali: monument {target.location_id} owner {target.owner_id}; cra ATT 8 with {CONQUEST_UNITS}: "
            f"monument {now.location_id} owner {now.owner_id}")


def _ours(driver: Any, row: Any) -> bool:
    """Whether the monument's map row still names us (a new game month hands every landmark back)."""
    from empire_core import Kingdom

    now = _row_at(driver, row.x, row.y, Kingdom.GREEN)
    return now is not None and now.owner_id == driver.player_id


def _give(driver: Any, row: Any) -> Any:
    """crm of the gift to the monument; gmp once it counts them, or None when they were not counted in time."""
    from empire_core import Resource

    driver.pace()
    driver.client.movements.send_resources(driver.castle.id, row.x, row.y, {Resource.WOOD: GIFT["wood"], Resource.STONE: GIFT["stone"]})
    deadline = time.monotonic() + ARRIVAL_LIMIT_S
    while True:
        driver.pace()
        progress = driver.client.castle.get_landmark_progress(row)
        if progress.points >= GIFT["wood"] + GIFT["stone"]:
            return progress
        if time.monotonic() > deadline:
            return None
        time.sleep(ARRIVAL_POLL_S)


@LANDMARK_STEPS.add("crm+gmp", name="landmark_gift")
def gift(driver: Any) -> str:
    """crm of wood and stone to the monument we hold; gmp counts them once the carriages are there.

    The simulator's game month (72 real minutes at the test's speed) may turn between the conquest and the
    gift, and a new month hands every landmark back with its points (landmarks.ts): then the monument is
    taken again, once, and given to again: a month lasts far longer than the two steps.
    """
    row = getattr(driver, "landmark", None)
    if row is None:
        raise StepFailed("needs the monument the monument step finds")
    progress = _give(driver, row) if _ours(driver, row) else None
    if progress is None and not _ours(driver, row):
        conquest(driver)
        progress = _give(driver, row)
    if progress is None:
        raise StepFailed(f"gmp did not count the {GIFT['wood'] + GIFT['stone']} given within {ARRIVAL_LIMIT_S:.0f}s")
    return f"crm W {GIFT['wood']} S {GIFT['stone']} to {progress.object_id}; gmp CP {progress.points}"


@LANDMARK_STEPS.add("gaa+glp")
def laboratory(driver: Any) -> str:
    """gaa around the castle in the Burning Sands finds its laboratory; glp reads its points."""
    from empire_core import MapItemType

    sands = [c for c in driver.client.state.get_castles() if int(c.kingdom_id) == 1]
    if not sands:
        raise StepFailed("no castle in the Burning Sands (kingdom 1) in the castle list")
    row = _landmark_near(driver, sands[0], MapItemType.LABORATORY)
    driver.pace()
    progress = driver.client.castle.get_landmark_progress(row)
    return f"laboratory {row.location_id} at ({row.x},{row.y}) level {row.landmark_level} owner {row.owner_id}; glp CP {progress.points}"
