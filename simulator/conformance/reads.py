"""
The reads the game's own web client makes in ordinary play (issue 36: ``gui {}``, ``spl``, ``gdi``,
``mmr``, ``rms``, ``gbl``, ``upt``, ``gfp``, ``gpa``, ``ahr``, ``aci``, ``gbc``, ``hgh``, ``klh``,
``pep``), and EmpireCore's own reads the simulator answers beside them (``ain``, ``gat``, ``aal``, ``acl``,
``sti``, ``adi``, ``hfl``, ``ili``, ``lfe``), each through the EmpireCore service method that sends it, or as a raw
request where EmpireCore has no model (``gbc``, ``upt``, ``gfp``). drive.py runs them in its one session, before the hold; ``ahr``
is its alliance help step. Our own code; it calls EmpireCore and copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts) checks
details against the server's world.
"""

from __future__ import annotations

from typing import Any

from common import StepFailed, Steps

SPEARMAN = 602
# The nomad shop's CID as the GGE-BOT fork sends it with gbc (nomadShop.js); what it names is not public.
NOMAD_SHOP_CID = 3750279

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
READ_STEPS = Steps()


def _raw(driver: Any, request: Any) -> Any:
    """A read EmpireCore has no model for, sent through its public request_packet; refused is a failure."""
    driver.pace()
    packet = driver.client.request_packet(request, request.command)
    if packet.error_code != 0:
        raise StepFailed(f"{request.command} refused with {packet.error_code}: {packet.payload!r:.200}")
    return packet.payload


@READ_STEPS.add("jca+gui+dcl")
def units(driver: Any) -> str:
    """gui {} (after EmpireCore's own jca): the castle's units and tools, as dcl counts the spearmen."""
    driver.pace()
    inventory = driver.client.army.get_units_response(driver.castle.id)
    at_home, _ = driver.home(driver.castle.id)
    held = {int(k): v for k, v in inventory.units.items()}
    if held.get(SPEARMAN) != at_home:
        raise StepFailed(f"gui.I holds {held.get(SPEARMAN)} spearmen where dcl counts {at_home}")
    tools = {wod: n for wod, n in held.items() if wod != SPEARMAN}
    if not tools:
        raise StepFailed(f"gui.I lists no stocked tools: {held}")
    return f"gui: {held[SPEARMAN]} spearmen (dcl {at_home}), tools {tools}"


@READ_STEPS.add("spl")
def production_list(driver: Any) -> str:
    from empire_core.army import ProductionListId

    driver.pace()
    queue = driver.client.army.get_production_list(driver.castle.id, ProductionListId.SOLDIERS)
    return f"spl: {len(queue.queue)} slot(s)"


@READ_STEPS.add("jca+gpa")
def production(driver: Any) -> str:
    """gpa {} for the joined castle (the units step joined it): production and storage per hour."""
    driver.pace()
    driver.client.castle.join(driver.castle.id)
    driver.pace()
    area = driver.client.castle.get_production()
    if area.production.wood <= 0 or area.storage_capacity.wood <= 0:
        raise StepFailed(f"gpa has no wood production or storage: {area!r:.300}")
    return f"gpa: wood {area.production.wood}/h×10, storage {area.storage_capacity.wood}"


@READ_STEPS.add("gcl+grc")
def castles(driver: Any) -> str:
    """gcl (client.castle.get_all) and grc (client.castle.get_resources)."""
    driver.pace()
    listed = sorted(c.castle_id for c in driver.client.castle.get_all())
    known = sorted(c.id for c in driver.client.state.get_castles())
    if listed != known:
        raise StepFailed(f"gcl lists {listed}, the login data {known}")
    driver.pace()
    stock = driver.client.castle.get_resources(driver.castle.id)
    return f"gcl: {len(listed)} castle(s); grc: W {stock.wood}"


def _ally(driver: Any) -> Any:
    """The alliance member the test made, found by name (wsp), as a player finds one."""
    if not driver.args.ally:
        raise StepFailed("needs --ally, the name of another player in the zone")
    driver.pace()
    found = driver.client.player.search_player_by_name(driver.args.ally)
    owner = found.get_player()
    if owner is None or found.x is None:
        raise StepFailed(f"wsp found no player {driver.args.ally}: {found!r:.200}")
    return found, owner


@READ_STEPS.add("wsp+gdi")
def player_details(driver: Any) -> str:
    found, owner = _ally(driver)
    driver.pace()
    info = driver.client.player.get_player_info(owner.owner_id)
    if info.player_name != driver.args.ally or not info.get_castles():
        raise StepFailed(f"gdi {owner.owner_id} answered {info.player_name!r} with {len(info.get_castles())} castle(s)")
    return f"gdi {owner.owner_id}: {info.player_name}, {len(info.get_castles())} castle(s), alliance {info.alliance_id}"


@READ_STEPS.add("wsp+aci")
def attack_info(driver: Any) -> str:
    """aci on the member's castle (the attack dialog's pre-calculation; nothing is sent after it)."""
    from empire_core import Kingdom

    found, owner = _ally(driver)
    c = driver.castle
    driver.pace()
    info = driver.client.attack.get_attack_info(found.x, found.y, c.x, c.y, Kingdom.GREEN)
    row, records = info.target_row(), [r.owner_id for r in info.owner_records()]
    if not row or owner.owner_id not in records or SPEARMAN not in {int(k) for k in info.inventory()}:
        raise StepFailed(f"aci: row {row}, owners {records}, inventory {info.inventory()}")
    return f"aci ({found.x},{found.y}): source {info.source_castle_id}, owners {records}, {len(info.commander_roster.commanders)} commander(s)"


@READ_STEPS.add("adi")
def dungeon_info(driver: Any) -> str:
    """adi on the robber baron camp the map step found (get_attack_info picks adi from its area type, as the client does)."""
    from empire_core import Kingdom
    from empire_core.enums import MapItemType

    if driver.camp is None:
        raise StepFailed("needs the camp the map step finds")
    c, camp = driver.castle, driver.camp
    driver.pace()
    info = driver.client.attack.get_attack_info(camp.x, camp.y, c.x, c.y, Kingdom.GREEN, area_type=MapItemType.DUNGEON)
    row = info.target_row()
    if row[:3] != [int(MapItemType.DUNGEON), camp.x, camp.y] or SPEARMAN not in {int(k) for k in info.inventory()}:
        raise StepFailed(f"adi: row {row}, inventory {info.inventory()}")
    return f"adi ({camp.x},{camp.y}): row {row}, source {info.source_castle_id}"


@READ_STEPS.add("sne+rms+mmr")
def mailbox(driver: Any) -> str:
    """The login data's sne, the first mail read (rms), the second marked read (mmr, not awaited)."""
    mail = [m for m in driver.client.messages.mailbox if m.sender_name == driver.args.ally]
    if len(mail) != 2:
        raise StepFailed(f"sne lists {len(mail)} mail(s) from {driver.args.ally}, not 2")
    driver.pace()
    body = driver.client.messages.read(mail[0].message_id).decoded_body
    driver.pace()
    driver.client.messages.mark_read(mail[1].message_id)
    return f"sne: '{mail[0].subject}', '{mail[1].subject}'; rms {mail[0].message_id}: {body}; mmr {mail[1].message_id}"


@READ_STEPS.add("gbl")
def bookmarks(driver: Any) -> str:
    driver.pace()
    reply = driver.client.alliance.get_bookmarks()
    return f"gbl: {len(reply.own_bookmarks)} own, {len(reply.alliance_bookmarks)} alliance bookmark(s)"


@READ_STEPS.add("gli")
def castellans(driver: Any) -> str:
    """The castellans, read from gli's B (client.commanders.get_castellans)."""
    driver.pace()
    return f"gli.B: {len(driver.client.commanders.get_castellans())} castellan(s)"


# The alliance search's 114 is the live "none found", which EmpireCore turns into [].
@READ_STEPS.add("hgh+klh+hgh", expect=[r"ALLI_NOT_FOUND \(114\) for command 'hgh'"])
def rankings(driver: Any) -> str:
    """hgh around one's own rank (SV "-1") on the honour list, and the season ranks (klh)."""
    from empire_core.enums import RankingType

    driver.pace()
    rows = driver.client.ranking.get_highscore(RankingType.PLAYER_HONOR, "-1")
    mine = [r for r in rows if getattr(r, "owner", None) is not None and r.owner.owner_id == driver.player_id]
    if not mine:
        raise StepFailed(f"hgh's page around our own rank does not list us: {rows!r:.300}")
    driver.pace()
    season = driver.client.ranking.get_season_ranks()
    # The alliance search goes out as hgh too; no alliance has a name in the simulator, so none is found (114).
    driver.pace()
    alliances = driver.client.alliance.search_alliances("PACT")
    return (f"hgh: rank {mine[0].rank} of a page of {len(rows)}, score {mine[0].score}; klh: {len(season)} rank(s); "
            f"alliance search: {len(alliances)} found")


@READ_STEPS.add("pep")
def event_points(driver: Any) -> str:
    from empire_core.gamedata.ids.events import Event

    driver.pace()
    reply = driver.client.events.get_own_points(Event.ALLIANCE_NOMAD_INVASION)
    return f"pep 72: ranks {reply.own_ranks}, points {reply.own_points}"


@READ_STEPS.add("gbc+upt+gfp")
def unmodelled(driver: Any) -> str:
    """gbc (the shop's bought counts), upt and gfp: EmpireCore has no model, so they go out raw."""
    from empire_core.protocol.base import BaseRequest

    class BuyCounts(BaseRequest):
        # GGE-BOT fork nomadShop.js: gbc {CID, KID: 0}.
        command = "gbc"
        CID: int = NOMAD_SHOP_CID
        KID: int = 0

    class Upt(BaseRequest):
        # A public script replaying the web client sends `upt {}` after the login.
        command = "upt"

    class Gfp(BaseRequest):
        # No public source shows gfp's fields; sent empty.
        command = "gfp"

    counts = _raw(driver, BuyCounts())
    _raw(driver, Upt())
    _raw(driver, Gfp())
    return f"gbc: {counts!r:.120}; upt and gfp answered"


@READ_STEPS.add("ain+ain+gat+aal+acl")
def alliance(driver: Any) -> str:
    """ain for our own alliance (client.alliance.get_alliance_info, then get_members): we and the member are
    listed; its forum (gat), applications (aal) and chat log (acl), empty in the local world."""
    aid = driver.client.alliance.local_alliance_id
    if aid is None:
        raise StepFailed("the login data's gal names no alliance")
    driver.pace()
    info = driver.client.alliance.get_alliance_info(aid)
    names = sorted(m.name for m in info.members)
    if driver.args.ally not in names or driver.player_id not in {m.player_id for m in info.members}:
        raise StepFailed(f"ain {aid} lists {names}, without us or {driver.args.ally}")
    driver.pace()
    members = driver.client.alliance.get_members(aid)
    driver.pace()
    topics = driver.client.alliance.get_forum_topics()
    driver.pace()
    applications = driver.client.alliance.get_applications()
    driver.pace()
    chat = driver.client.alliance.get_chat_log()
    return (f"ain {aid}: {names}, {len(members)} member(s), {info.application_count} application(s); "
            f"gat: {topics.topic_count} topic(s); aal: {len(applications.applications)}; acl: {len(chat)} line(s)")


@READ_STEPS.add("sti")
def travel_info(driver: Any) -> str:
    """sti from our first castle to our second in the Great Empire (the troops dialog's pre-calculation)."""
    c = driver.castle
    others = [k for k in driver.client.state.get_castles() if k.kingdom_id == 0 and k.id != c.id]
    if not others:
        raise StepFailed("no second castle of ours in kingdom 0 for sti")
    target = others[0]
    driver.pace()
    info = driver.client.movements.get_travel_info(c.x, c.y, target.x, target.y)
    owner = info.target_area.owner
    held = {int(k): v for k, v in info.units.units.items()}
    if info.source_castle_id != c.id or owner is None or owner.owner_id != driver.player_id or SPEARMAN not in held:
        raise StepFailed(f"sti answered source {info.source_castle_id}, owner {owner!r:.100}, units {held}")
    return f"sti {c.id} -> {target.id}: {held[SPEARMAN]} spearmen at the source, owner {owner.owner_id}"


@READ_STEPS.add("jca+hfl+ili+lfe")
def own_lists(driver: Any) -> str:
    """The castle's hospital flags (hfl, after EmpireCore's own jca), ignored players (ili), lost and found (lfe)."""
    driver.pace()
    flags = driver.client.army.get_hospital_flags(driver.castle.id)
    if flags.castle_id != driver.castle.id:
        raise StepFailed(f"hfl answered castle {flags.castle_id}, not {driver.castle.id}")
    driver.pace()
    ignored = driver.client.messages.get_ignored_players()
    driver.pace()
    lost = driver.client.rewards.get_lost_and_found()
    return f"hfl: ruby units admitted {flags.admits_ruby_units}; ili: {len(ignored)} ignored; lfe: {len(lost)} item(s)"
