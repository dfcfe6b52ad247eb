"""
EmpireCore's reads of battle reports, the weekly honour rank and the alliance's own systems (issue 36):
the battle report of the attack drive.py fought earlier in the session (``sne`` pushed, then ``bls``,
``blm``, ``bld``), ``gwh``, and the alliance's chronicle (``all``), subscribers (``asc``), recruits
(``sml``), an invitation (``bai``) and its forum (``utc``, ``gat``, ``gtr``, ``atc``, ``aat``), each
through the EmpireCore service method that sends it. drive.py runs them after reads.py's, in its one
session. Our own code; it calls EmpireCore and copies none of it.

Each step takes the Driver and returns its detail; the test (simulator/empire-core.test.ts) checks
details against the server's world, which the test set up (an invitation, a subscription, a topic).
"""

from __future__ import annotations

from typing import Any

from common import StepFailed, Steps

# The steps of this file, run in the order they are written (drive.py runs the files in turn).
REPORT_STEPS = Steps()


@REPORT_STEPS.add("sne+bls+blm+bld")
def battle_report(driver: Any) -> str:
    """The battle log of the drive's attack, listed by a pushed sne, read whole: bls, then blm and bld by its log id."""
    from empire_core.enums import BattleLogAttackType, MessageType

    logs = [m for m in driver.client.messages.mailbox if m.message_type == MessageType.BATTLE_LOG]
    if not logs:
        raise StepFailed("no battle log in the mailbox after the attack")
    message = logs[0]
    header = message.battle_log_header()
    driver.pace()
    report = driver.client.messages.get_battle_report(message.message_id, "full")
    short = report.short
    attackers = [p.player_id for p in short.attackers]
    camp = driver.camp
    if (header is None or header.attack_type != BattleLogAttackType.NPC or attackers != [driver.player_id]
            or short.area is None or (camp is not None and (short.area.x, short.area.y) != (camp.x, camp.y))):
        raise StepFailed(f"bls {message.message_id}: header {header}, attackers {attackers}, area {short.area!r:.200}")
    if report.middle is None or report.detail is None or len(report.middle.waves) != 1 or len(report.detail.waves) != 1:
        raise StepFailed(f"blm/bld of log {short.log_id}: {report.middle!r:.200} {report.detail!r:.200}")
    ours = short.attackers[0]
    sent = report.middle.waves[0].attacker.middle
    # Each loot entry as EmpireCore reads it: its kind (a camp's coins, C1, read as COINS) and amount.
    loot = sorted((c.kind.name, c.amount) for c in ours.loot)
    return (f"bls {message.message_id}: won {not short.defender_won}, sent {ours.start_army_size} lost {-ours.lost_units}, "
            f"loot {loot}, honour {short.honor}; blm: {sent.soldiers} soldiers on the middle flank; "
            f"bld: {len(report.detail.waves[0].attacker.middle.soldiers)} unit type(s)")


@REPORT_STEPS.add("gwh")
def weekly_honour(driver: Any) -> str:
    driver.pace()
    reply = driver.client.rewards.get_weekly_honor()
    return (f"gwh: rank this week {reply.current_rank}, last week {reply.last_week_rank}, "
            f"{reply.seconds} s left, league {reply.league_id}")


@REPORT_STEPS.add("all+asc+sml")
def alliance_members(driver: Any) -> str:
    """The chronicle (all), the subscribers (asc) and the players looking for an alliance (sml)."""
    from empire_core.enums import AllianceChronicleAction

    driver.pace()
    chronicle = driver.client.alliance.get_chronicle()
    entries = [(e.player_name, e.action_type.name if e.action_type is not None else e.action) for e in reversed(chronicle)]
    if not any(a == AllianceChronicleAction.ALLIANCE_FOUNDED.name for _, a in entries):
        raise StepFailed(f"all lists no founding: {entries}")
    driver.pace()
    subscribers = driver.client.alliance.get_subscriber_count()
    driver.pace()
    recruits = driver.client.alliance.find_recruits()
    names = [(o.name if (o := recruits.owner_of(r)) else None, r.distance) for r in recruits.recruits]
    return f"all: {entries}; asc: {subscribers} subscriber(s); sml: {names}"


@REPORT_STEPS.add("bai")
def invitation(driver: Any) -> str:
    """The invitation the test put in the mailbox (type ALLIANCE_REQUEST), read with bai."""
    from empire_core.enums import MessageType

    invitations = [m for m in driver.client.messages.mailbox if m.message_type == MessageType.ALLIANCE_REQUEST]
    if not invitations:
        raise StepFailed("no invitation in the mailbox")
    driver.pace()
    alliance = driver.client.alliance.get_invitation(invitations[0].message_id)
    return f"bai {invitations[0].message_id}: alliance {alliance.alliance_id} from {invitations[0].sender_name}, {sorted(m.name for m in alliance.members)}"


@REPORT_STEPS.add("utc+gat+gtr+utc+atc+aat+gat")
def forum(driver: Any) -> str:
    """The topic the member opened is unread (utc), read (gat, gtr), then ours: a new topic (atc) and a reply (aat)."""
    from empire_core.enums import ForumRankGroup

    driver.pace()
    unread = driver.client.alliance.get_unread_topic_count()
    driver.pace()
    topics = driver.client.alliance.get_forum_topics().topics
    if not topics:
        raise StepFailed("gat lists no topic")
    driver.pace()
    opened = driver.client.alliance.get_topic(topics[0].topic_id)
    driver.pace()
    after = driver.client.alliance.get_unread_topic_count()
    driver.pace()
    driver.client.alliance.create_topic("Supplies", "Wood for the keep.", [ForumRankGroup.LEADER, ForumRankGroup.MEMBER])
    driver.pace()
    driver.client.alliance.reply(topics[0].topic_id, "I will send stone.")
    driver.pace()
    now = driver.client.alliance.get_forum_topics()
    posts = [(p.author, p.text) for p in opened.posts]
    return (f"utc: {unread} unread, then {after}; gtr '{opened.name}': {posts}; "
            f"after atc and aat: {now.topic_count} topic(s), replies {sorted(t.reply_count for t in now.topics)}")
