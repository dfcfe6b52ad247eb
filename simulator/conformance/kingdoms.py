"""
The steps beyond the one castle (drive.py runs them in its one session): Berimond opened and built in
(``fsc``, ``jca``, ``ebu``, ``ebe``) and its tower search (``fnt``), units and goods to another kingdom
(``kut``, ``kgt``), the castle's defence read and set (``dfc``, ``dfw``, ``dfm``, ``dfk``), troops to another
own castle (``cat``), the alliance help list read, helped and asked (``ahl``, ``aha``, ``ahr``), and support
sent to an alliance member under attack (``gam``, ``cds``). Our own code; it calls EmpireCore and copies none
of it.

Each step takes the Driver (session.py) and returns its detail.
"""

from __future__ import annotations

from typing import Any

from common import StepFailed
from economy import TRANSFER_WOOD
from session import SPEARMAN

# How many spearmen go to another kingdom (kut), and how many to another castle or an ally (cat, cds).
KINGDOM_UNITS = 7
TRAVEL_UNITS = 3
# How many of each stocked tool the defence step places (bulwarks on the wall, stakes in the moat).
DEFENCE_TOOLS = 2


def berimond_camp(driver: Any) -> str:
    """Berimond opened (fsc, answered as fjf: EmpireCore applies its sei and mir.gcl), then a unit tent placed (ebu) and a plot unlocked (ebe) in the new camp."""
    from empire_core.castle import BuildRequest, BuyExtensionRequest
    from empire_core.enums import BuildingState, ExpansionType
    from empire_core.gamedata.ids.buildings import Building
    from empire_core.protocol.base import BaseRequest

    class OpenBerimond(BaseRequest):
        # Not modelled by EmpireCore; the shape is the GGE-BOT fork's (attackBerimondKingdom.js).
        command = "fsc"
        response_command = "fjf"
        ID: int = 2
        PWR: int = 0
        OC2: int = 0
        SID: int = 10

    driver.pace()
    driver.client.request_packet(OpenBerimond(), "fjf")
    camps = [c for c in driver.client.state.get_castles() if int(c.kingdom_id) == 10]
    if len(camps) != 1:
        raise StepFailed(f"after fjf EmpireCore's castle list holds {len(camps)} Berimond camp(s)")
    camp = camps[0]
    driver.pace()
    joined = driver.client.castle.join(camp.id)
    wods = [r.wod_id for r in joined.buildings.buildings] if joined.buildings else []
    if Building.FACTION_UNITTENT_L1 not in wods:
        raise StepFailed(f"the camp's gca.BD holds no FACTION_UNITTENT_L1: {wods}")
    driver.pace()
    built = driver.client.send(BuildRequest(wod_id=Building.FACTION_UNITTENT_L1, x=195, y=235), wait=True)
    if built.building is None or built.building.state != BuildingState.BUILD_IN_PROGRESS or built.construction_list is None:
        raise StepFailed(f"ebu's NO row or scl unreadable: {built!r:.300}")
    driver.pace()
    expanded = driver.client.send(BuyExtensionRequest(x=190, y=220, rotation=2, expansion_type=ExpansionType.NORMAL), wait=True)
    if expanded.castle_buildings is None or expanded.resources is None:
        raise StepFailed(f"ebe's gca or grc unreadable: {expanded!r:.300}")
    return (f"fjf applied: camp {camp.id} at ({camp.x},{camp.y}); ebu placed object {built.building.object_id} "
            f"({Building(built.building.wod_id).name}, {built.building.state.name}); ebe accepted, "
            f"{len(expanded.castle_buildings.buildings)} building row(s) after")


def next_tower(driver: Any) -> str:
    driver.pace()
    found = driver.client.map.find_next_tower()
    if found is None:
        raise StepFailed("fnt found no tower near the Berimond camp while Berimond runs")
    return f"tower found at ({found.x},{found.y})" if hasattr(found, "x") else f"tower found: {found!r:.200}"


def kingdom_transfer(driver: Any) -> str:
    """Spearmen to the account's castle in the Burning Sands (kut); the reply's kpi lists them on their way."""
    from empire_core import Kingdom

    sands = [c for c in driver.client.state.get_castles() if int(c.kingdom_id) == int(Kingdom.SANDS)]
    if not sands:
        raise StepFailed("no castle in the Burning Sands in the castle list (gcl)")
    driver.pace()
    driver.client.movements.transfer_units_to_kingdom(driver.castle.id, Kingdom.SANDS, {SPEARMAN: KINGDOM_UNITS})
    info = driver.client.state.get_kingdoms()
    if info is None:
        raise StepFailed("no kpi arrived with the kut reply")
    on_way = [t for t in info.unit_transfers if int(t.kingdom_id) == int(Kingdom.SANDS)]
    if not on_way or sum(u.amount for u in on_way[0].units) != KINGDOM_UNITS:
        raise StepFailed(f"kpi.UT does not list {KINGDOM_UNITS} units to the Burning Sands: {info.unit_transfers!r:.300}")
    unlocked = sorted(int(k.kingdom_id) for k in info.kingdoms if k.is_unlocked)
    # Goods the same way (kgt); the reply's kpi lists them under RT.
    from empire_core import Resource

    driver.pace()
    driver.client.movements.transfer_goods_to_kingdom(driver.castle.id, Kingdom.SANDS, {Resource.WOOD: TRANSFER_WOOD})
    goods = driver.client.state.get_kingdoms()
    goods_on_way = [t for t in (goods.goods_transfers if goods else ()) if int(t.kingdom_id) == int(Kingdom.SANDS)]
    if not goods_on_way:
        raise StepFailed(f"kpi.RT does not list the wood sent to the Burning Sands: {goods!r:.300}")
    return f"kut and kgt accepted; kpi: unlocked {unlocked}, {KINGDOM_UNITS} units and {len(goods_on_way[0].goods)} goods row(s) on their way"


def defence(driver: Any) -> str:
    """Reads the castle's defence (dfc), puts stocked tools on the wall (dfw), in the moat (dfm) and sets the keep (dfk)."""
    c = driver.castle
    driver.pace()
    before = driver.client.defense.get_own_defense(c.x, c.y, c.id)
    stock = {int(k): v for k, v in before.inventory().items()}
    tools = [wod for wod in (645, 634) if stock.get(wod, 0) >= DEFENCE_TOOLS]
    if len(tools) < 2:
        raise StepFailed(f"the castle stocks no bulwarks (645) and stakes (634) to place: gui.I {stock}")
    wall = before.wall
    if wall is None or before.moat is None or before.keep is None:
        raise StepFailed(f"dfc carried no dfw/dfm/dfk: {before!r:.300}")
    left = [(645, DEFENCE_TOOLS)] + [tuple(s) for s in wall.left.slots[1:]]
    driver.pace()
    set_wall = driver.client.defense.set_wall(c.x, c.y, c.id, wall.model_copy(update={"left": wall.left.model_copy(update={"slots": left})}))
    driver.pace()
    set_moat = driver.client.defense.set_moat(c.x, c.y, c.id, before.moat.model_copy(update={"left_slots": [(634, DEFENCE_TOOLS)]}))
    driver.pace()
    driver.client.defense.set_keep(c.x, c.y, c.id, before.keep)
    driver.pace()
    after = driver.client.defense.get_own_defense(c.x, c.y, c.id)
    placed = (list(after.wall.left.slots[0]) if after.wall else None, list(after.moat.left_slots[0]) if after.moat else None)
    if placed != ([645, DEFENCE_TOOLS], [634, DEFENCE_TOOLS]):
        raise StepFailed(f"dfc after dfw/dfm shows {placed}; dfw answered {set_wall.left!r:.200}, dfm {set_moat!r:.200}")
    return f"dfc, dfw, dfm, dfk accepted; wall left {placed[0]}, moat left {placed[1]}"


def troops_home(driver: Any) -> str:
    """Spearmen to the account's second castle in the Great Empire (cat), led by a commander not away."""
    castles = driver.client.state.get_castles()
    source = driver.castle
    targets = [c for c in castles if c.id != source.id and int(c.kingdom_id) == int(source.kingdom_id)]
    if not targets:
        raise StepFailed("no second castle in the Great Empire")
    driver.pace()
    commanders = [k.commander_id for k in driver.client.commanders.get_commanders() if k.commander_id != driver.commander_id]
    if not commanders:
        raise StepFailed("no second commander to lead the troops")
    driver.pace()
    driver.client.movements.send_troops(source.x, source.y, targets[0].x, targets[0].y, {SPEARMAN: TRAVEL_UNITS}, commanders[-1])
    return f"cat accepted: {TRAVEL_UNITS} spearmen from {source.id} to {targets[0].id} led by commander {commanders[-1]}"


def alliance_help(driver: Any) -> str:
    """The help list from the login data (ahl), help for all (aha), and a build help request of our own (ahr)."""
    requests = driver.client.alliance.help_requests
    if len(requests) != 1 or requests[0].help_type != 4 or not requests[0].params.object_id:
        raise StepFailed(f"the login data's ahl does not hold the one build request the test made: {requests!r:.300}")
    driver.pace()
    driver.client.alliance.help_all()
    own = driver.client.state.get_castles()[0]
    driver.pace()
    joined = driver.client.castle.join(own.id)
    building = next(r.object_id for r in joined.buildings.buildings if r.object_id > 0)
    driver.pace()
    driver.client.alliance.request_build_help(building)
    return f"ahl read ({len(requests)} request by {requests[0].player_name}); aha sent; ahr sent for building {building}"


def ally_support(driver: Any) -> str:
    """An attack on an alliance member, announced by EmpireCore from gam (the member's owner record names the alliance), then support sent to that castle (cds)."""
    driver.pace()
    driver.client.movements.get_movements()
    me = driver.player_id
    on_members = [m for m in driver.client.movements.announced_attacks if m.target_id not in (-1, me)]
    if not on_members:
        raise StepFailed(f"no attack on an alliance member announced; tracked: {[(m.movement_id, m.target_id, m.owner_id) for m in driver.client.movements.tracked]}")
    attack = on_members[0]
    area = attack.target_area
    if area is None:
        raise StepFailed(f"the attack on member {attack.target_id} has no target area")
    commanders = [k.commander_id for k in driver.client.commanders.get_commanders() if k.commander_id != driver.commander_id]
    if not commanders:
        raise StepFailed("no free commander to lead the support")
    driver.pace()
    driver.client.movements.send_support(driver.castle.id, area.x, area.y, {SPEARMAN: TRAVEL_UNITS}, commanders[0], wait_time=1)
    return (f"attack {attack.movement_id} on member {attack.target_id} (alliance {attack.target_alliance_id}) announced; "
            f"cds accepted: {TRAVEL_UNITS} spearmen to ({area.x},{area.y}) led by commander {commanders[0]}")
