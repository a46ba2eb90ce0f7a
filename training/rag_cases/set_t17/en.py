"""English cases of set t17: a children's hospital play programme, a scuba diving centre,
a sewing café, a trade fair, a senior citizens' centre and a funicular railway."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PLAY_ROOM = (
    "The play room on Ward 4 at St. Brigid's Children's Hospital is open every day except Sunday, from 9:30 to 17:00. "
    "It is run by play specialist Maya Okafor, who is supported by three trained volunteers. "
    "Children who are in isolation cannot visit the room, but Maya brings a play box to their bedside instead. "
    "Parents may stay in the room with their child, but siblings under 5 are not admitted."
)
CLOWNS = (
    "Every Thursday afternoon, the clown duo Pip and Wobble visit the oncology ward. "
    "The visits last 45 minutes and are funded by the Lantern Trust, which donated £12,000 for this year. "
    "Before each visit, nurse Daniel Reyes checks which children are well enough to take part. "
    "Children may choose to watch from their beds if they prefer."
)
DIVE_COURSE = (
    "Blue Reef Dive Centre runs its Open Water course over four days, starting every Monday. "
    "The course costs €420, which includes equipment hire and two boat dives; the logbook is charged separately at €15. "
    "Participants must be at least 12 years old and must submit a medical questionnaire before the first pool session. "
    "The course is taught by instructor Lena Marsh, with divemaster Tom Akers assisting in the water."
)
DIVE_RULES = (
    "At Blue Reef, no diver may go deeper than 18 metres without an Advanced certificate. "
    "Every dive must be logged at the front desk within 30 minutes of surfacing. "
    "Rental tanks are filled to 200 bar and must be returned by 6 p.m. "
    "Night dives are offered on Wednesdays and Saturdays only."
)
SEWING_CAFE = (
    "The Threadbare Café on Mill Lane opens its sewing tables from 10:00 to 20:00, Tuesday to Saturday. "
    "A table with a sewing machine can be rented for £6 an hour, and coffee is included. "
    "Owner Priya Nandakumar runs a beginners' workshop on the first Saturday of each month, limited to eight participants. "
    "Guests must bring their own fabric, but thread and needles are provided free of charge."
)
REPAIR_DAY = (
    "On Repair Wednesday, volunteers at the Threadbare Café mend clothes for free between 14:00 and 18:00. "
    "Each visitor may bring up to three items. "
    "Zips and hems are fixed on the spot, while leather goods are not accepted. "
    "Volunteer coordinator Gareth Lowe asks visitors to wash items before bringing them."
)
FAIR = (
    "The Northgate Packaging Fair takes place from 14 to 16 October 2025 in Hall 3 of the Northgate Exhibition Centre. "
    "Around 320 exhibitors from 18 countries are expected, half of them from abroad. "
    "Trade visitors pay €35 for a day ticket or €70 for all three days; students get in free with a valid ID. "
    "The fair is organised by Messe Northgate on behalf of the National Packaging Association."
)
FAIR_LOGISTICS = (
    "Exhibitors may set up their stands on 12 and 13 October between 7 a.m. and 10 p.m. "
    "Stand dismantling may not begin before 6 p.m. on the last day of the fair. "
    "Forklift services must be booked at least five working days in advance through the logistics partner, CargoLink. "
    "Parking for exhibitors' vans costs €20 per day."
)
SENIOR_CENTRE = (
    "The Elmwood Senior Centre serves a hot lunch on weekdays at 12:30 for £4.50. "
    "Members aged over 80 eat for free on Fridays. "
    "Chair yoga with instructor Rosa Bell takes place on Tuesdays and Thursdays at 10:00 and lasts one hour. "
    "A minibus driven by volunteer Harold Finch collects members who cannot walk to the centre, but it must be booked by 4 p.m. the day before."
)
FUNICULAR = (
    "The Castle Hill Funicular climbs 145 metres over a track of 520 metres, and the ride takes four minutes. "
    "Cars depart every 10 minutes from 7:00 to 23:00 in summer; in winter the last car leaves at 20:00. "
    "A single ticket costs €3.20 and a return €5.50; children under 6 ride free. "
    "The line is closed for maintenance every year during the first two weeks of November."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("en-t17-001", "para.synonym", "Who runs the play room on Ward 4?", "The play room is managed by play specialist Maya Okafor, with help from three trained volunteers.", PLAY_ROOM, True),
    w.faith("en-t17-002", "para.except", "Which day is the play room shut?", "The play room on Ward 4 is closed on Sundays.", PLAY_ROOM, True),
    w.faith("en-t17-003", "para.relative", "What happens for children who are in isolation?", "Children in isolation, who aren't allowed into the play room, get a play box brought to their bedside by Maya.", PLAY_ROOM, True),
    w.faith("en-t17-004", "wrap.hedge", "When do the clowns come?", "I believe the clown duo Pip and Wobble come to the oncology ward on Thursday afternoons.", CLOWNS, True),
    w.faith("en-t17-005", "fmt.currency", "How much did the Lantern Trust give?", "The Lantern Trust put up twelve thousand pounds for this year.", CLOWNS, True),
    w.faith("en-t17-006", "para.passive", "Who decides which children can join the clown visit?", "Before every visit, the children's fitness to take part is checked by nurse Daniel Reyes.", CLOWNS, True),
    w.faith("en-t17-007", "fmt.period", "How long does a clown visit last?", "Each visit by Pip and Wobble lasts three quarters of an hour.", CLOWNS, True),
    w.faith("en-t17-008", "para.combine", "What's included in the course price?", "For €420 you get equipment hire and two boat dives, but the logbook costs an extra €15.", DIVE_COURSE, True),
    w.faith("en-t17-009", "para.nominal", "What do I need before the course starts?", "Submission of a medical questionnaire is required before the first pool session, and the minimum age is 12.", DIVE_COURSE, True),
    w.faith("en-t17-010", "para.reorder", "Who teaches the Open Water course?", "Assisting in the water is divemaster Tom Akers, while instructor Lena Marsh teaches the course.", DIVE_COURSE, True),
    w.faith("en-t17-011", "para.except", "Can I do a night dive on a Friday?", "No, night dives aren't offered on any day apart from Wednesday and Saturday.", DIVE_RULES, True),
    w.faith("en-t17-012", "wrap.attribution", "How deep can I go without an Advanced certificate?", "According to Blue Reef's rules, you need an Advanced certificate to dive deeper than 18 metres.", DIVE_RULES, True),
    w.faith("en-t17-013", "fmt.time", "When are the sewing tables available?", "You can use the sewing tables from 10 a.m. to 8 p.m., Tuesday through Saturday.", SEWING_CAFE, True),
    w.faith("en-t17-014", "para.synonym", "Do I need to bring anything?", "You'll have to bring your own material, but thread and needles are supplied at no cost.", SEWING_CAFE, True),
    w.faith("en-t17-015", "wrap.opener", "Is there a class for beginners?", "Good question! Priya Nandakumar holds a beginners' workshop on the first Saturday of every month, for a maximum of eight people.", SEWING_CAFE, True),
    w.faith("en-t17-016", "para.part", "Can they fix a broken zip?", "Yes, zips are fixed on the spot.", REPAIR_DAY, True),
    w.faith("en-t17-017", "wrap.closer", "How many things can I bring to Repair Wednesday?", "Each visitor can bring as many as three items. Hope that helps!", REPAIR_DAY, True),
    w.faith("en-t17-018", "fmt.date", "When is the packaging fair?", "The Northgate Packaging Fair runs Oct 14–16, 2025.", FAIR, True),
    w.faith("en-t17-019", "fmt.share", "How many exhibitors come from abroad?", "About 50% of the roughly 320 exhibitors are expected to come from abroad.", FAIR, True),
    w.faith("en-t17-020", "fmt.number", "How early do I have to book a forklift?", "Forklifts have to be booked through CargoLink at least 5 working days ahead.", FAIR_LOGISTICS, True),
    w.faith("en-t17-021", "para.combine", "How much is lunch at the centre?", "Lunch costs £4.50 on weekdays, although members over 80 don't pay on Fridays.", SENIOR_CENTRE, True),
    w.faith("en-t17-022", "wrap.question", "When is chair yoga?", "Chair yoga with Rosa Bell is on Tuesdays and Thursdays at 10:00 and runs for an hour. Would you like details about the minibus as well?", SENIOR_CENTRE, True),
    w.faith("en-t17-023", "fmt.unit", "How long is the funicular track?", "The track of the Castle Hill Funicular is 0.52 km long.", FUNICULAR, True),
    w.faith("en-t17-024", "para.except", "Do children need a ticket?", "From the age of six, children need a ticket.", FUNICULAR, True),
    # unfaithful
    w.faith("en-t17-025", "role.swap", "Who teaches the Open Water course?", "Tom Akers teaches the course, and Lena Marsh helps out in the water.", DIVE_COURSE, False),
    w.faith("en-t17-026", "role.swap", "Who is behind the packaging fair?", "The National Packaging Association organises the fair on behalf of Messe Northgate.", FAIR, False),
    w.faith("en-t17-027", "role.swap", "Who does what at the Elmwood centre?", "Harold Finch leads the chair yoga sessions, and Rosa Bell drives the minibus.", SENIOR_CENTRE, False),
    w.faith("en-t17-028", "antonym", "Do I need to bring my own thread?", "You bring your own fabric, and thread and needles are charged extra.", SEWING_CAFE, False),
    w.faith("en-t17-029", "antonym", "What's the winter timetable?", "In winter, the first car departs at 8 p.m.", FUNICULAR, False),
    w.faith("en-t17-030", "negation", "Can I stay in the play room with my son?", "No, parents aren't allowed to stay in the play room with their child.", PLAY_ROOM, False),
    w.faith("en-t17-031", "negation", "Do students get free entry?", "No, students don't get in free, even with a valid ID.", FAIR, False),
    w.faith("en-t17-032", "modality", "Is the medical questionnaire compulsory?", "Handing in the medical questionnaire before the first pool session is recommended but optional.", DIVE_COURSE, False),
    w.faith("en-t17-033", "modality", "Do I have to book the minibus in advance?", "It's advisable to book Harold's minibus by 4 p.m. the day before, though it isn't required.", SENIOR_CENTRE, False),
    w.faith("en-t17-034", "quantifier", "Do I need to log my dives?", "Only some dives need to be recorded at the front desk.", DIVE_RULES, False),
    w.faith("en-t17-035", "quantifier", "Where do the exhibitors come from?", "All of the roughly 320 exhibitors are coming from abroad.", FAIR, False),
    w.faith("en-t17-036", "direction", "When can we start taking down our stand?", "Dismantling of stands must not start later than 6 p.m. on the final day.", FAIR_LOGISTICS, False),
    w.faith("en-t17-037", "direction", "Can my daughter's little brother come to the play room?", "Siblings over 5 are not admitted to the play room.", PLAY_ROOM, False),
    w.faith("en-t17-038", "value.number", "Who gets free lunch?", "Members aged over 70 eat for free on Fridays.", SENIOR_CENTRE, False),
    w.faith("en-t17-039", "value.date", "When is the funicular out of service?", "The line shuts for maintenance during the first two weeks of December each year.", FUNICULAR, False),
    w.faith("en-t17-040", "value.time", "What time is Repair Wednesday?", "Volunteers mend clothes for free from 2 to 7 p.m. on Repair Wednesday.", REPAIR_DAY, False),
    w.faith("en-t17-041", "value.currency", "How much is a return ticket?", "A return ticket on the funicular costs €6.50.", FUNICULAR, False),
    w.faith("en-t17-042", "value.except", "Is the play room open on weekends?", "The play room is open every day except Saturday.", PLAY_ROOM, False),
    w.faith("en-t17-043", "added.fact", "How much does a sewing table cost?", "A table with a machine costs £6 an hour, and coffee and cake are included.", SEWING_CAFE, False),
    w.faith("en-t17-044", "added.entity", "Who pays for the clown visits?", "The clown visits are funded by the Lantern Trust together with the City Council.", CLOWNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t17-045", "correct.wordy", "How long does the funicular ride take?", "From the bottom station to the top, the ride on the Castle Hill Funicular takes four minutes in total.", "Four minutes.", True),
    w.correct("en-t17-046", "correct.format", "How much is a day ticket for trade visitors?", "Thirty-five euros.", "€35", True),
    w.correct("en-t17-047", "correct.wordy", "Who teaches the chair yoga class?", "The chair yoga sessions at the Elmwood centre are led by instructor Rosa Bell.", "Rosa Bell.", True),
    w.correct("en-t17-048", "correct.format", "What time is lunch served?", "Lunch is served at half past twelve.", "12:30", True),
    w.correct("en-t17-049", "wrong.value", "What is the maximum depth without an Advanced certificate?", "Without an Advanced certificate you may dive down to 30 metres.", "18 metres.", False),
    w.correct("en-t17-050", "wrong.role", "Who runs the beginners' sewing workshop?", "The workshop is run by Gareth Lowe, the volunteer coordinator.", "Priya Nandakumar, the owner.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
