"""English cases of set t33: a mountain hut's booking rules, a nursing home's visiting hours,
a driving range, a model railway club, a fishing licence office and a jazz club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

HUT_SEASON = (
    "The Kesselwand Hut is open from 15 June to 30 September. "
    "Bookings are accepted only through the online form, not by phone. "
    "A night in the dormitory costs €32 for adults and €18 for children under 14. "
    "Alpine club members receive a 10% discount on overnight stays."
)
HUT_RULES = (
    "Hut warden Lena Hofer handles all bookings, and her deputy Jonas Brandt takes over when she is on leave. "
    "Cancellations made at least 7 days before arrival are refunded in full. "
    "Later cancellations are charged half the booked price. "
    "Groups of more than 8 people must pay a deposit of €100."
)
HOME_HOURS = (
    "Visiting hours at Linden Court Nursing Home are from 10:00 to 12:00 and from 14:00 to 19:00. "
    "Visitors must sign in at reception on arrival. "
    "Each resident may receive up to three visitors at the same time. "
    "Children under 12 must be accompanied by an adult."
)
HOME_EXTRA = (
    "Head nurse Maria Okafor approves visits outside the normal hours, and her assistant Paul Grant keeps the visitor log. "
    "Requests for such visits must reach her at least 24 hours in advance. "
    "The garden café is open to visitors every day except Tuesday. "
    "Pets are allowed in the garden but not inside the residents' rooms."
)
RANGE = (
    "The Greenfield Driving Range opens at 7 a.m. and closes at 10 p.m. on weekdays. "
    "A bucket of 50 balls costs £5, and a bucket of 100 balls costs £9. "
    "Coach Tom Reilly gives lessons to beginners on Saturday mornings, and manager Sue Clarke issues the membership cards. "
    "Clubs can be borrowed free of charge at the front desk."
)
RAIL_CLUB = (
    "The Millbrook Model Railway Club meets every Thursday evening at 19:30 in the old station building. "
    "New members pay a joining fee of £25 and an annual subscription of £40. "
    "Club chairman Peter Hale welcomes new members at their first meeting."
)
RAIL_SHOW = (
    "The club's annual exhibition takes place on 12 and 13 October in the town hall. "
    "Treasurer Anna Pike collects the entry fees, while secretary David Moss organises the volunteer rota. "
    "Entry costs £6 for adults, and children under 5 get in free."
)
FISHING = (
    "The Riverside Fishing Licence Office issues day licences for £8 and season licences for £65. "
    "Licences can be bought in person on weekdays between 9:00 and 16:30. "
    "Applicants under 16 need a form signed by a parent. "
    "Inspector Karen Webb checks licences along the river, and anyone fishing without one is fined £150."
)
JAZZ_CLUB = (
    "The Blue Lantern Jazz Club hosts live music every night except Monday. "
    "Doors open at 20:00 and the first set starts at 21:00. "
    "Tickets cost €15 at the door or €12 if booked online."
)
JAZZ_GIG = (
    "On Friday 8 March, saxophonist Ruth Adeyemi will perform with pianist Marco Lind. "
    "Ruth Adeyemi founded the club's Sunday jam session in 2015. "
    "Guests under 18 are admitted only until 22:00."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("en-t33-001", "para.combine", "When can I stay at the Kesselwand Hut, and how do I book?", "The hut takes guests from 15 June through to the end of September, and you have to reserve with the online form rather than by ringing up.", HUT_SEASON, True),
    w.faith("en-t33-002", "fmt.share", "Do Alpine club members get a reduction?", "Yes, if you're an Alpine club member, a tenth comes off the price of your overnight stay.", HUT_SEASON, True),
    w.faith("en-t33-003", "para.synonym", "What does a dormitory bed cost?", "Grown-ups pay €32 a night in the dormitory, while kids younger than 14 are charged €18.", HUT_SEASON, True),
    w.faith("en-t33-004", "para.pronoun", "Who deals with reservations at the hut?", "Lena Hofer, the warden, takes care of every booking; when she's away on leave, her deputy Jonas Brandt steps in.", HUT_RULES, True),
    w.faith("en-t33-005", "fmt.period", "Do I get my money back if I cancel?", "You'll get a full refund as long as you cancel a week or more before you arrive.", HUT_RULES, True),
    w.faith("en-t33-006", "fmt.share", "What happens if I cancel only three days before arriving?", "Cancelling that late means you'll be charged 50% of what you booked.", HUT_RULES, True),
    w.faith("en-t33-007", "fmt.time", "When can I visit my mother at Linden Court?", "You can drop in between 10 a.m. and noon, and again from 2 p.m. until 7 p.m.", HOME_HOURS, True),
    w.faith("en-t33-008", "para.combine", "What should I know before visiting?", "When you get there you have to sign in at reception, and no more than three people can be with a resident at once.", HOME_HOURS, True),
    w.faith("en-t33-009", "para.passive", "Can my nine-year-old visit on his own?", "No, an adult has to come along with any child under 12.", HOME_HOURS, True),
    w.faith("en-t33-010", "para.except", "Is the garden café open every day?", "Not quite: the garden café is closed to visitors on Tuesdays.", HOME_EXTRA, True),
    w.faith("en-t33-011", "para.combine", "Can I visit outside the normal hours?", "Visits outside the usual times need the head nurse's approval, and your request has to reach her at least a day beforehand.", HOME_EXTRA, True),
    w.faith("en-t33-012", "para.synonym", "Can I bring my dog?", "Pets are welcome in the garden, but they aren't permitted in the residents' rooms.", HOME_EXTRA, True),
    w.faith("en-t33-013", "fmt.time", "What are the range's weekday hours?", "From Monday to Friday the range is open from 07:00 until 22:00.", RANGE, True),
    w.faith("en-t33-014", "fmt.currency", "How much are the ball buckets?", "A bucket of 100 balls is nine pounds, and one with 50 balls is five pounds.", RANGE, True),
    w.faith("en-t33-015", "para.pronoun", "Are there lessons for beginners?", "Yes, Tom Reilly coaches beginners; he holds his lessons on Saturday mornings.", RANGE, True),
    w.faith("en-t33-016", "para.synonym", "Do I need my own clubs?", "No, there's no charge for borrowing clubs; just ask at the front desk.", RANGE, True),
    w.faith("en-t33-017", "para.combine", "When does the railway club meet, and who will greet me?", "The club gets together on Thursdays at half past seven in the evening, and the chairman, Peter Hale, welcomes newcomers at their first meeting.", RAIL_CLUB, True),
    w.faith("en-t33-018", "wrap.attribution", "What does membership cost?", "According to the club, new members pay a £25 joining fee plus a £40 subscription every year.", RAIL_CLUB, True),
    w.faith("en-t33-019", "para.relative", "Who collects the exhibition entry fees?", "The fees are collected by Anna Pike, who is the club's treasurer.", RAIL_SHOW, True),
    w.faith("en-t33-020", "para.combine", "When and where is the exhibition, and do toddlers pay?", "It's held at the town hall over two days, 12–13 October, and under-fives get in without paying.", RAIL_SHOW, True),
    w.faith("en-t33-021", "fmt.time", "When can I buy a fishing licence?", "You can buy one in person from Monday to Friday, between 9 a.m. and 4:30 p.m.", FISHING, True),
    w.faith("en-t33-022", "para.except", "Is there live jazz on Sundays?", "Yes, the Blue Lantern has live music on every night apart from Mondays.", JAZZ_CLUB, True),
    w.faith("en-t33-023", "para.pronoun", "Who is Ruth Adeyemi?", "Ruth Adeyemi is a saxophonist; she also started the club's Sunday jam session back in 2015.", JAZZ_GIG, True),
    w.faith("en-t33-024", "wrap.hedge", "How much is a season licence?", "I believe a season licence costs £65, whereas a day licence comes to £8.", FISHING, True),
    # unfaithful: exactly one clear error
    w.faith("en-t33-025", "added.fact", "What does a dormitory bed cost?", "Adults pay €32 a night in the dormitory and children under 14 pay €18, with breakfast included in the price.", HUT_SEASON, False),
    w.faith("en-t33-026", "antonym", "Do Alpine club members get a reduction?", "Alpine club members actually pay a 10% surcharge on their overnight stays.", HUT_SEASON, False),
    w.faith("en-t33-027", "role.swap", "Who deals with reservations at the hut?", "Jonas Brandt runs all the bookings, and Lena Hofer stands in for him when he's on leave.", HUT_RULES, False),
    w.faith("en-t33-028", "quantifier", "Do we need to pay a deposit?", "Every group, whatever its size, has to put down a €100 deposit.", HUT_RULES, False),
    w.faith("en-t33-029", "added.fact", "What should I do when I arrive at Linden Court?", "Please sign in at reception when you arrive and show a photo ID to the staff.", HOME_HOURS, False),
    w.faith("en-t33-030", "modality", "Do visitors have to sign in?", "Visitors are encouraged, but not required, to sign in at reception.", HOME_HOURS, False),
    w.faith("en-t33-031", "value.number", "How many of us can visit Grandad together?", "A resident can have up to four visitors at the same time.", HOME_HOURS, False),
    w.faith("en-t33-032", "role.swap", "Who handles visits outside normal hours?", "Paul Grant gives the go-ahead for visits outside the usual hours, while Maria Okafor keeps the visitor log.", HOME_EXTRA, False),
    w.faith("en-t33-033", "negation", "Can I bring my dog?", "I'm afraid pets aren't allowed in the garden or in the residents' rooms.", HOME_EXTRA, False),
    w.faith("en-t33-034", "role.swap", "Who can help me at the driving range?", "Sue Clarke teaches the beginners on Saturday mornings, and Tom Reilly hands out the membership cards.", RANGE, False),
    w.faith("en-t33-035", "added.fact", "Do I need my own clubs?", "No, clubs can be borrowed at no cost from the front desk, and gloves are provided for free as well.", RANGE, False),
    w.faith("en-t33-036", "role.swap", "Who looks after the money at the exhibition?", "Secretary David Moss takes the entry fees, and Anna Pike draws up the volunteer rota.", RAIL_SHOW, False),
    w.faith("en-t33-037", "value.currency", "How much is adult entry to the exhibition?", "Adults pay six euros to get in.", RAIL_SHOW, False),
    w.faith("en-t33-038", "added.fact", "Can my 14-year-old get a licence?", "Yes, but anyone under 16 needs a parent to sign the form, and they get the licence at half price.", FISHING, False),
    w.faith("en-t33-039", "added.entity", "Where can I buy a day licence?", "Day licences cost £8 and can be bought at the office or at the Kingfisher tackle shop.", FISHING, False),
    w.faith("en-t33-040", "value.except", "Which night is the Blue Lantern closed?", "There's live music every night except Tuesday.", JAZZ_CLUB, False),
    w.faith("en-t33-041", "added.fact", "Is it cheaper to book online?", "Yes, an online ticket is €12 instead of €15 at the door, and it comes with a free welcome drink.", JAZZ_CLUB, False),
    w.faith("en-t33-042", "direction", "When do the doors open?", "The first set kicks off an hour before the doors open.", JAZZ_CLUB, False),
    w.faith("en-t33-043", "role.swap", "Who is playing on 8 March?", "Pianist Ruth Adeyemi will be joined on stage by saxophonist Marco Lind.", JAZZ_GIG, False),
    w.faith("en-t33-044", "value.time", "Can my 17-year-old come along?", "Yes, under-18s are let in up until 11 p.m.", JAZZ_GIG, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t33-045", "correct.wordy", "What time does the first set start at the Blue Lantern?", "The first set at the Blue Lantern gets going at nine o'clock in the evening, so it's worth arriving a little earlier.", "21:00.", True),
    w.correct("en-t33-046", "correct.format", "How much is a season fishing licence?", "Sixty-five pounds.", "£65.", True),
    w.correct("en-t33-047", "correct.wordy", "Who approves visits outside the normal hours?", "That would be Maria Okafor, the head nurse; she's the one who signs off on visits outside the usual hours.", "Head nurse Maria Okafor.", True),
    w.correct("en-t33-048", "correct.format", "When does the Kesselwand Hut close for the season?", "On September 30th.", "30 September.", True),
    w.correct("en-t33-049", "wrong.value", "What is the annual subscription at the model railway club?", "The yearly subscription at the club is £45.", "£40.", False),
    w.correct("en-t33-050", "wrong.role", "Who organises the volunteer rota for the exhibition?", "The treasurer, Anna Pike, organises the volunteer rota.", "Secretary David Moss.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
