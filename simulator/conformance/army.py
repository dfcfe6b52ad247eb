"""
The army's steps (drive.py runs them in its one session): a map read around the castle (``gaa``) that picks a
robber baron camp, the invasion events' camps on it, the commanders (``gli``), an attack on the camp
(``cra``), a minute skip on its cooldown while the army is out (``msd``), the army's way home (``gam``) and a
second attack recalled at once (``mcm``), through EmpireCore's public services and request models. Our own
code; it calls EmpireCore and copies none of it.

Each step takes the Driver (session.py) and returns its detail; what it finds (the camp, the commander, the
attack sent) it leaves on the Driver for the steps after it.
"""

from __future__ import annotations

import time
from typing import Any

from common import StepFailed

# How often the attack's return is polled with gam, and how long it may take at the test's time scale
# (a trip of a few real seconds each way).
ATTACK_POLL_S = 2.0
ATTACK_RETURN_LIMIT_S = 60.0
# How many spearmen the attack (and the recalled one) sends.
ATTACK_UNITS = 50
# The map read: at most 100 tiles a side (EmpireCore's and the game client's limit), around the castle.
MAP_HALF_SPAN = 50


def area_around_castle(driver: Any) -> tuple[int, int, int, int, Any]:
    """The green map's rectangle around the castle (MAP_HALF_SPAN each way), its corners and what gaa answered."""
    from empire_core import Kingdom

    c = driver.castle
    x1, y1 = max(0, c.x - MAP_HALF_SPAN), max(0, c.y - MAP_HALF_SPAN)
    x2, y2 = x1 + 2 * MAP_HALF_SPAN - 1, y1 + 2 * MAP_HALF_SPAN - 1
    driver.pace()
    return x1, y1, x2, y2, driver.client.map.scan_map_area(x1, y1, x2, y2, Kingdom.GREEN)


def map_camps(driver: Any) -> str:
    from empire_core import MapItemType

    c = driver.castle
    x1, y1, x2, y2, area = area_around_castle(driver)
    kinds: dict[str, int] = {}
    for item in area.items:
        kinds[item.item_type.name] = kinds.get(item.item_type.name, 0) + 1
    camps = [i for i in area.items if i.item_type == MapItemType.DUNGEON]
    if not camps:
        raise StepFailed(f"no robber baron camp (area type 2) in ({x1},{y1})-({x2},{y2}); rows by type {kinds}")
    # A camp not on cooldown (a negative or missing cooldown means none); of those the one beaten least
    # often, since a camp's defence grows with its victory count, so that 50 spearmen come home; then
    # the nearest.
    ready = [i for i in camps if (i.attack_cooldown_seconds or 0) <= 0] or camps
    driver.camp = min(ready, key=lambda i: (i.victory_count or 0, (i.x - c.x) ** 2 + (i.y - c.y) ** 2))
    driver.other_camps = [i for i in ready if (i.x, i.y) != (driver.camp.x, driver.camp.y)]
    camp = driver.camp
    return (
        f"gaa ({x1},{y1})-({x2},{y2}) kingdom 0: {len(area.items)} row(s) {kinds}, {len(area.owners)} owner(s); "
        f"camp at ({camp.x},{camp.y}) victories {camp.victory_count} cooldown {camp.attack_cooldown_seconds}"
    )


def event_camps(driver: Any) -> str:
    """The invasion events' camps (the test runs events 71, 72, 80, 85 and 103), each row read by its own parser."""
    from empire_core import MapItemType

    x1, y1, x2, y2, area = area_around_castle(driver)
    # The field each type's parser must fill: the cooldown where the row has one, else the alien level.
    wanted = {
        MapItemType.NOMAD_CAMP: "attack_cooldown_seconds",
        MapItemType.SAMURAI_CAMP: "attack_cooldown_seconds",
        MapItemType.FACTION_INVASION_CAMP: "attack_cooldown_seconds",
        MapItemType.ALLIANCE_NOMAD_CAMP: "attack_cooldown_seconds",
        MapItemType.DAIMYO_CASTLE: "attack_cooldown_seconds",
        MapItemType.DAIMYO_TOWNSHIP: "attack_cooldown_seconds",
        MapItemType.ALIEN_CAMP: "dungeon_level",
        MapItemType.RED_ALIEN_CAMP: "dungeon_level",
    }
    seen: dict[str, int] = {}
    for item in area.items:
        field = wanted.get(item.item_type)
        if field is None:
            continue
        if getattr(item, field, None) is None:
            raise StepFailed(f"{item.item_type.name} at ({item.x},{item.y}) parsed without {field}: {item!r:.300}")
        seen[item.item_type.name] = seen.get(item.item_type.name, 0) + 1
    missing = sorted(t.name for t in wanted if t.name not in seen)
    if missing:
        raise StepFailed(f"no row of {missing} in ({x1},{y1})-({x2},{y2}); event camps read: {seen}")
    return f"event camps read by type: {seen}"


def commanders(driver: Any) -> str:
    driver.pace()
    commanders = driver.client.commanders.get_commanders()
    if not commanders:
        raise StepFailed("gli listed no commander (C)")
    driver.commander_id = commanders[0].commander_id
    return f"{len(commanders)} commander(s) {[k.commander_id for k in commanders]}; picked {driver.commander_id}"


def send_spearmen(driver: Any, camp: Any) -> int | None:
    """ATTACK_UNITS spearmen from the castle at a camp with our commander; the new movement's id, or None."""
    castle = driver.castle
    known = {m.movement_id for m in driver.client.state.get_all_movements()}
    # Spaced from the previous attack: a quick trip home can end inside the 4 s (CI once sent the recall's
    # attack 3 s after the first).
    driver.send_attack(castle, camp, ATTACK_UNITS, driver.commander_id, castle.kingdom_id)
    # send_attack returns nothing; the movement in its reply (AAM) is stored in state.
    new = [m for m in driver.client.state.get_all_movements() if m.movement_id not in known]
    return new[0].movement_id if new else None


def attack(driver: Any) -> str:
    if driver.camp is None:
        raise StepFailed("needs the camp the map step finds")
    if driver.commander_id is None:
        raise StepFailed("needs the commander the commanders step picks")
    castle, camp = driver.castle, driver.camp
    before, stock_before = driver.home(castle.id)
    driver.pace()
    attack_mid = send_spearmen(driver, camp)
    sent_at = time.monotonic()
    after_send, _ = driver.home(castle.id)
    driver.attack = {"mid": attack_mid, "sent_at": sent_at, "before": before, "stock_before": stock_before, "after_send": after_send}
    if after_send > before - ATTACK_UNITS:
        raise StepFailed(f"cra accepted (MID {attack_mid}) but the castle still holds {after_send} of {before} spearmen")
    return (
        f"cra accepted: MID {attack_mid} from ({castle.x},{castle.y}) to camp ({camp.x},{camp.y}) with commander "
        f"{driver.commander_id}; spearmen at home {before} -> {after_send}"
    )


def skip(driver: Any) -> str:
    from empire_core import Kingdom
    from empire_core.attack import MinuteSkipDungeonRequest

    if driver.camp is None:
        raise StepFailed("needs the camp the map step finds")
    driver.pace()
    reply = driver.client.send(
        MinuteSkipDungeonRequest(x=driver.camp.x, y=driver.camp.y, minute_skip="MS1", kingdom_id=Kingdom.GREEN),
        wait=True,
    )
    area = getattr(reply, "area", None)
    if area is None:
        return "msd accepted; the reply carried no readable camp row (AI)"
    return f"msd accepted; camp ({area.x},{area.y}) cooldown now {area.attack_cooldown_seconds}, victories {area.victory_count}"


def attack_return(driver: Any) -> str:
    if driver.attack is None:
        raise StepFailed("needs the attack the attack step sends")
    castle = driver.castle
    attack_mid, sent_at, after_send = driver.attack["mid"], driver.attack["sent_at"], driver.attack["after_send"]
    seen_out = False
    returning: dict[int, Any] = {}  # MID -> the loot (G) it carried, as sent
    outcome = None
    first = True
    while time.monotonic() - sent_at < ATTACK_RETURN_LIMIT_S:
        # The first look comes at once: a trip of a few seconds may otherwise pass between two polls.
        if not first:
            time.sleep(ATTACK_POLL_S)
        first = False
        current = driver.raw_movements()
        mids = {w["M"].get("MID") for w in current}
        if attack_mid in mids:
            seen_out = True
        for w in current:
            m = w["M"]
            if m.get("D") == 1 and m.get("OID", driver.player_id) == driver.player_id:
                returning[m.get("MID")] = w.get("G")
        if returning and not (set(returning) & mids):
            outcome = "the returning movement was listed, then left the list"
            break
        if not returning and attack_mid not in mids and not any(w["M"].get("OID") == driver.player_id for w in current):
            # The whole trip may fit between two polls: then the units back home tell.
            home, _ = driver.home(castle.id)
            if home > after_send:
                outcome = f"no movement of ours listed and the castle's units came back ({after_send} -> {home})"
                break
    took = time.monotonic() - sent_at
    final, stock_after = driver.home(castle.id)
    # The stock change says roughly what the loot was when no returning movement was caught (it
    # includes the production of those seconds).
    delta = " ".join(f"{k} {b - a:+d}" for k, a, b in zip("WSF", driver.attack["stock_before"], stock_after))
    summary = (
        f"MID {attack_mid}: outbound listed {seen_out}; returning MID(s) {sorted(returning, key=str)}; "
        f"loot {[g for g in returning.values() if g] or 'none seen'}; spearmen at home {driver.attack['before']} "
        f"before, {after_send} after sending, {final} at the end; stock {delta}; {took:.1f}s after sending"
    )
    if outcome is None:
        raise StepFailed(f"the attack did not come home within {ATTACK_RETURN_LIMIT_S:.0f}s: {summary}")
    return f"{outcome}: {summary}"


def recall(driver: Any) -> str:
    """A second attack, recalled at once (mcm): the reply is the movement turned round (D 1)."""
    if not driver.other_camps:
        raise StepFailed("needs a second ready camp from the map step")
    camp = driver.other_camps[0]
    driver.pace()
    mid = send_spearmen(driver, camp)
    if mid is None:
        raise StepFailed("cra accepted but no new movement in state")
    # At once, as a person pressing retreat: 600 s of game time are one second at the test's 600x.
    recalled = driver.client.movements.recall(mid)
    if recalled.movement.movement_id != mid or recalled.movement.direction != 1:
        raise StepFailed(f"mcm's A is not the attack turned round: {recalled!r:.300}")
    return f"cra then mcm: MID {mid} to camp ({camp.x},{camp.y}) turned round (D 1)"
