"""
The economy's steps (drive.py runs them in its one session): taxes read, started and collected (``txi``,
``txs``, ``txc``), spearmen recruited (``jca``, ``bup``), a building upgraded and the construction list read
(``jca``, ``eup``, ``scl``), wood sent to the account's second castle (``crm``) and the Marketplace's
overview with the carriage that took it (``cmi``), through EmpireCore's public services and request models.
Our own code; it calls EmpireCore and copies none of it.

Each step takes the Driver (session.py) and returns its detail.
"""

from __future__ import annotations

import time
from typing import Any

from common import StepFailed
from session import SPEARMAN

# How many spearmen recruiting asks for, and how much wood the transfers carry (crm here, kgt in kingdoms.py).
RECRUIT_UNITS = 5
TRANSFER_WOOD = 10
# What production may add between cmi and the dcl read right after it (the test's time scale runs a
# castle's 300 an hour at about 50 a real second).
MARKET_STOCK_DRIFT = 200
# A tax collection of type 0 lasts 600 game seconds; at the test's time scale (600) that is one real
# second, so waiting a little longer lets txc collect a finished collection rather than a share.
TAX_WAIT_S = 1.5


def tax_info(driver: Any) -> str:
    driver.pace()
    tax = driver.client.castle.get_tax_info()
    return f"status {tax.status.name}, type {tax.tax_type}, {tax.remaining_seconds}s left, expects {tax.expected_income}"


def tax_start(driver: Any) -> str:
    driver.pace()
    reply = driver.client.castle.start_tax(0)
    tax = reply.tax_info.tax if reply.tax_info else None
    return f"started type 0; status {tax.status.name if tax else 'not sent'}"


def tax_collect(driver: Any) -> str:
    time.sleep(TAX_WAIT_S)
    driver.pace()
    reply = driver.client.castle.collect_tax()
    return f"collected {reply.collected} coin(s); coins now {reply.currencies.coins if reply.currencies else 'not sent'}"


def recruit(driver: Any) -> str:
    from empire_core.army import ProduceUnitsRequest, ProductionListId

    # army.produce_units prices the unit first from the game data, which EmpireCore downloads from
    # the live CDN (a version check on every load), unless spend_rubies=True, which changes the
    # request (PWR 1: rubies pay missing resources). So the same two commands it sends, jca then bup
    # with PWR 0, go out here through the public castle.join and the generic send.
    castle = driver.castle
    driver.pace()
    driver.client.castle.join(castle.id)
    driver.pace()
    reply = driver.client.send(
        ProduceUnitsRequest(
            list_id=ProductionListId.SOLDIERS,
            wod_id=SPEARMAN,
            amount=RECRUIT_UNITS,
            kingdom_id=castle.kingdom_id,
            castle_id=castle.id,
        ),
        wait=True,
    )
    queue = getattr(reply, "production_list", None)
    slots = f"; spl lists {len(queue.queue)} slot(s)" if queue is not None else "; no spl in the reply"
    return f"bup accepted for {RECRUIT_UNITS} of wod {SPEARMAN}{slots}"


def building(driver: Any) -> str:
    from empire_core.castle import ShowConstructionListRequest, UpgradeBuildingRequest
    from empire_core.enums import BuildingState
    from empire_core.gamedata.ids.buildings import Building

    driver.pace()
    joined = driver.client.castle.join(driver.castle.id)
    rows = joined.buildings.buildings if joined.buildings else []
    if not rows:
        raise StepFailed("the jaa reply to jca carried no building rows (gca.BD)")
    busy = {BuildingState.BUILD_IN_PROGRESS, BuildingState.UPGRADE_IN_PROGRESS, BuildingState.REPAIR_IN_PROGRESS,
            BuildingState.DISASSEMBLE_IN_PROGRESS, BuildingState.WAIT_FOR_SERVER}
    row = next((r for r in rows if r.object_id > 0 and r.state not in busy), None)
    if row is None:
        raise StepFailed(f"no idle building in gca.BD: {[(r.wod_id, r.object_id, r.state) for r in rows]}")
    # client.castle.upgrade_building prices the next level from the game data (a CDN download);
    # the request it then sends is this one.
    driver.pace()
    reply = driver.client.send(UpgradeBuildingRequest(object_id=row.object_id), wait=True)
    # The wod ids are the game's: the row's building and level by EmpireCore's own table, and the
    # upgrade's target is the same building one level up.
    now = Building(row.wod_id)
    changed = reply.buildings[0] if reply.buildings else None
    if changed is None or changed.state != BuildingState.UPGRADE_IN_PROGRESS:
        raise StepFailed(f"eup's O row is not upgrading: {changed}")
    target = Building(changed.upgrade_target_wod_id)
    if target.name.rsplit("_L", 1)[0] != now.name.rsplit("_L", 1)[0] or target.level != now.level + 1:
        raise StepFailed(f"eup's target {target.name} is not {now.name} one level up")
    if reply.construction_list is None or row.object_id not in [slot.object_id for slot in reply.construction_list.slots]:
        raise StepFailed(f"eup's scl does not hold object {row.object_id}: {reply.construction_list}")
    driver.pace()
    slots = driver.client.send(ShowConstructionListRequest(), wait=True)
    held = [slot.object_id for slot in slots.slots]
    if row.object_id not in held:
        raise StepFailed(f"scl does not hold object {row.object_id}: {held}")
    return (f"{len(rows)} building row(s); eup accepted for object {row.object_id}: {now.name} → {target.name}, "
            f"state {changed.state.name}; scl holds it ({held}, {slots.slot_count} slot)")


def transfer(driver: Any) -> str:
    from empire_core import Resource

    castles = driver.client.state.get_castles()
    source = driver.castle
    targets = [c for c in castles if c.id != source.id and int(c.kingdom_id) == int(source.kingdom_id)]
    if not targets:
        listed = ", ".join(f"{c.id} kingdom {int(c.kingdom_id)} at ({c.x},{c.y})" for c in castles)
        return f"skipped: no second castle in the same kingdom (castles: {listed})"
    target = targets[0]
    driver.pace()
    driver.client.movements.send_resources(source.id, target.x, target.y, {Resource.WOOD: TRANSFER_WOOD})
    return f"crm accepted: {TRANSFER_WOOD} wood from {source.id} to {target.id} at ({target.x},{target.y})"


def market_info(driver: Any) -> str:
    """
    The Marketplace's overview (cmi, ``client.movements.get_market_info``) right after the transfer:
    every castle listed, the source castle's carriages with the one that took the wood still on the
    road, and its stock as dcl reads it a moment later (production runs meanwhile, so dcl may show a
    little more, never less).
    """
    driver.pace()
    listed = {c.castle_id: c for c in driver.client.movements.get_market_info()}
    missing = [c.id for c in driver.client.state.get_castles() if c.id not in listed]
    if missing:
        raise StepFailed(f"cmi does not list castle(s) {missing}: {sorted(listed)}")
    source = listed[driver.castle.id]
    if source.total_carriages <= 0 or source.available_carriages != source.total_carriages - 1:
        raise StepFailed(f"one carriage should be on the road: {source.available_carriages} of {source.total_carriages} at home")
    _, stock = driver.home(driver.castle.id)
    read = (source.wood, source.stone, source.food)
    if any(not 0 <= dcl - cmi <= MARKET_STOCK_DRIFT for cmi, dcl in zip(read, stock)):
        raise StepFailed(f"cmi's stock {read} is not dcl's {stock}")
    return (f"cmi lists {len(listed)} castle(s); castle {source.castle_id}: {source.available_carriages}/{source.total_carriages} "
            f"carriages at home, W S F {read} (dcl {stock})")
