"""English cases of set t23: a maritime museum (admission, the steam tug), a riding school
(group lessons, staff and private lessons), a monthly pottery market, an ice rink (sessions,
rules), a window cleaning firm and an adult education centre (a Spanish course, certificates)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

MUSEUM = (
    "The Harbourside Maritime Museum is open daily from 10:00 to 17:30, except on Mondays, when it stays closed. "
    "Admission costs £12 for adults and £6 for children aged 5 to 15; children under 5 get in free. "
    "The last entry is 45 minutes before closing."
)

TUG = (
    "The museum's flagship exhibit is the steam tug Marigold, built in 1912 in Dundee. "
    "Visitors may go below deck only on guided tours, which leave from the ticket desk every hour on the half hour. "
    "Tours are limited to 15 people and last 40 minutes. "
    "Curator Helen Brody restored the tug's engine room in 2019 with volunteer Tom Keane."
)

RIDING = (
    "Oakfield Riding School offers group lessons for riders aged 8 and over on Saturdays and Sundays. "
    "A one-hour group lesson costs $45, and a block of ten lessons costs $400. "
    "Riders must wear a helmet and boots with a heel; helmets can be borrowed free of charge."
)

RIDING_STAFF = (
    "Head instructor Maria Lund teaches all beginner classes, while her assistant Jake Porter looks after the ponies and prepares the tack. "
    "Private lessons are available on weekday evenings and must be booked at least 48 hours in advance. "
    "Cancellations made less than 24 hours before a lesson are charged in full."
)

POTTERY = (
    "The Millbrook Pottery Market takes place on the first Sunday of every month in the old corn exchange, from 9 a.m. to 3 p.m. "
    "Around 40 potters sell their work there, and entry is free. "
    "Stallholders pay a pitch fee of €35 per market. "
    "Most stalls take cash only, though a few also accept cards. "
    "Dogs on leads are welcome, but prams are not allowed inside the hall."
)

RINK = (
    "Northgate Ice Rink holds public skating sessions every day from 14:00 to 16:00 and from 19:00 to 21:30. "
    "Entry is €8 for adults and €5 for under-16s, and skate hire costs a further €5. "
    "From 1 December to 6 January the rink also opens at 10:00 in the morning."
)

RINK_RULES = (
    "Children under 10 must be accompanied on the ice by an adult. "
    "The ice is resurfaced after every session, which takes about 20 minutes. "
    "Hockey sticks and pucks are not allowed during public sessions. "
    "Lockers cost €1, which is returned when the key is handed back."
)

WINDOWS = (
    "ClearView Window Cleaning cleans residential windows every four weeks in the Riverside and Elmwood districts. "
    "A standard three-bedroom house costs £18 per visit, with conservatories charged at an extra £10. "
    "Customers are invoiced monthly and can pay by bank transfer or card, but not in cash. "
    "The firm was founded in 2008 by Sam Okafor, who still manages its two cleaning teams."
)

SPANISH = (
    "The Westbridge Adult Education Centre runs evening courses from mid-September to late June. "
    "Its Spanish for Beginners course meets on Tuesdays from 18:30 to 20:00 and costs £150 for 12 weeks. "
    "Learners over 65 receive a 20 per cent discount. "
    "Enrolment closes on 5 September."
)

CENTRE = (
    "The centre's computer room is open to enrolled learners from 9:00 to 16:00 on weekdays. "
    "Course tutor Priya Shah marks the written assignments, and the centre manager, Daniel Roe, issues the certificates. "
    "Learners who attend fewer than three-quarters of the sessions do not receive a certificate."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("en-t23-001", "para.except", "Which day is the maritime museum closed?", "The museum shuts on Mondays; on every other day of the week it is open.", MUSEUM, True),
    w.faith("en-t23-002", "fmt.time", "What are the museum's opening hours?", "It opens at 10 a.m. and closes at 5:30 p.m.", MUSEUM, True),
    w.faith("en-t23-003", "fmt.share", "How much is a child's ticket?", "For children aged 5 to 15, a ticket costs half the adult price of £12.", MUSEUM, True),
    w.faith("en-t23-004", "fmt.period", "When is the last entry?", "Last admission is three-quarters of an hour before the museum closes.", MUSEUM, True),
    w.faith("en-t23-005", "wrap.opener", "Do toddlers need a ticket?", "Good question! No, children under five are admitted free of charge.", MUSEUM, True),
    w.faith("en-t23-006", "para.passive", "Who restored the Marigold's engine room?", "The tug's engine room was restored in 2019 by curator Helen Brody, working with volunteer Tom Keane.", TUG, True),
    w.faith("en-t23-007", "para.relative", "What is the Marigold?", "The Marigold is a steam tug that was built in Dundee in 1912 and is now the museum's main exhibit.", TUG, True),
    w.faith("en-t23-008", "para.synonym", "Can I look below deck on my own?", "No, you can only see below deck as part of a guided tour; these set off from the ticket desk at half past every hour.", TUG, True),
    w.faith("en-t23-009", "fmt.number", "How big are the tour groups?", "Each tour takes at most fifteen people and runs for forty minutes.", TUG, True),
    w.faith("en-t23-010", "para.synonym", "What do I need to wear for riding?", "You need a riding hat and heeled boots, and if you don't have a hat you can borrow one at no cost.", RIDING, True),
    w.faith("en-t23-011", "fmt.currency", "How much are group lessons?", "A single hour-long group lesson is forty-five dollars, or you can buy ten for four hundred dollars.", RIDING, True),
    w.faith("en-t23-012", "para.relative", "Who teaches beginners?", "Maria Lund, who is the head instructor, takes every beginner class.", RIDING_STAFF, True),
    w.faith("en-t23-013", "fmt.period", "How far ahead must I book a private lesson?", "Private lessons have to be booked at least two days in advance.", RIDING_STAFF, True),
    w.faith("en-t23-014", "wrap.attribution", "What happens if I cancel late?", "According to the school's rules, if you cancel with less than a day's notice, you pay the full price of the lesson.", RIDING_STAFF, True),
    w.faith("en-t23-015", "fmt.time", "When is the pottery market on?", "It's held on the first Sunday of each month, between 09:00 and 15:00.", POTTERY, True),
    w.faith("en-t23-016", "para.passive", "Do stallholders pay anything?", "Yes, a €35 pitch fee is charged to stallholders for each market.", POTTERY, True),
    w.faith("en-t23-017", "wrap.closer", "Can I bring my dog and my baby's pram?", "Dogs are welcome as long as they're on a lead, but the pram can't come inside the hall. Enjoy your visit!", POTTERY, True),
    w.faith("en-t23-018", "fmt.date", "Does the rink open earlier over the holidays?", "Yes, between December 1st and January 6th it also opens at ten in the morning.", RINK, True),
    w.faith("en-t23-019", "para.nominal", "What does it cost to skate?", "The entrance fee is €8 for adults and €5 for anyone under sixteen, and hiring skates costs another €5.", RINK, True),
    w.faith("en-t23-020", "para.reorder", "Can my eight-year-old skate alone?", "No, an adult has to go on the ice with any child younger than ten.", RINK_RULES, True),
    w.faith("en-t23-021", "wrap.hedge", "How long is the break between sessions?", "I believe resurfacing the ice after each session takes roughly twenty minutes.", RINK_RULES, True),
    w.faith("en-t23-022", "fmt.currency", "What does a window clean cost?", "A standard three-bed house is £18 a visit, plus a tenner if you have a conservatory.", WINDOWS, True),
    w.faith("en-t23-023", "fmt.share", "Does anyone get a discount on the Spanish course?", "Yes, learners aged over 65 get a fifth off the price.", SPANISH, True),
    w.faith("en-t23-024", "wrap.question", "When can I use the computer room?", "Enrolled learners can use it on weekdays from 9 a.m. to 4 p.m. Is there anything else you'd like to know?", CENTRE, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("en-t23-025", "value.currency", "How much is an adult ticket?", "Adults pay €12 to get in, and children aged 5 to 15 pay half that.", MUSEUM, False),
    w.faith("en-t23-026", "value.except", "Which day is the maritime museum closed?", "The museum is open every day of the week apart from Sunday.", MUSEUM, False),
    w.faith("en-t23-027", "direction", "Who gets in free?", "Children over the age of five are admitted free of charge.", MUSEUM, False),
    w.faith("en-t23-028", "role.swap", "Who restored the Marigold's engine room?", "The engine room was restored in 2019 by curator Tom Keane with the help of volunteer Helen Brody.", TUG, False),
    w.faith("en-t23-029", "value.time", "How often do the tours leave?", "Guided tours set off from the ticket desk every hour, on the hour.", TUG, False),
    w.faith("en-t23-030", "modality", "Do I have to wear a helmet?", "Wearing a riding helmet is recommended but not required, and you can borrow one for free.", RIDING, False),
    w.faith("en-t23-031", "antonym", "When are the group lessons?", "Group lessons for riders aged eight and up take place on weekdays.", RIDING, False),
    w.faith("en-t23-032", "value.number", "How much is a block of lessons?", "A block of ten group lessons costs $450.", RIDING, False),
    w.faith("en-t23-033", "role.swap", "Who does what at the riding school?", "Jake Porter teaches all the beginner classes, while Maria Lund takes care of the ponies and gets the tack ready.", RIDING_STAFF, False),
    w.faith("en-t23-034", "quantifier", "Can I pay by card at the pottery market?", "Yes, every stall at the market accepts card payments.", POTTERY, False),
    w.faith("en-t23-035", "negation", "Can I bring my dog to the pottery market?", "Sorry, dogs aren't allowed at the market, even on a lead.", POTTERY, False),
    w.faith("en-t23-036", "added.fact", "Does it cost anything to visit the market?", "Entry is free, and there's free parking behind the corn exchange as well.", POTTERY, False),
    w.faith("en-t23-037", "value.time", "When is the afternoon skating session?", "The afternoon public session runs from 2 p.m. until 5 p.m.", RINK, False),
    w.faith("en-t23-038", "antonym", "Do I get my locker coin back?", "A locker costs €1, and the rink keeps the coin when you hand the key back.", RINK_RULES, False),
    w.faith("en-t23-039", "value.number", "How many teams does ClearView have?", "Sam Okafor, who founded the firm in 2008, still runs its three cleaning teams.", WINDOWS, False),
    w.faith("en-t23-040", "added.entity", "Which areas does ClearView cover?", "They clean homes' windows every four weeks in Riverside, Elmwood and Hillcrest.", WINDOWS, False),
    w.faith("en-t23-041", "value.time", "When does Spanish for Beginners meet?", "The class is held on Tuesday evenings from half past six until nine.", SPANISH, False),
    w.faith("en-t23-042", "antonym", "When is the enrolment deadline?", "Enrolment for the courses opens on 5 September.", SPANISH, False),
    w.faith("en-t23-043", "role.swap", "Who issues the certificates?", "The certificates are issued by course tutor Priya Shah, and centre manager Daniel Roe marks the written assignments.", CENTRE, False),
    w.faith("en-t23-044", "quantifier", "Who can use the computer room?", "The computer room is open to anyone on weekdays from 9:00 to 16:00, not just to enrolled learners.", CENTRE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t23-045", "correct.wordy", "What year was the Marigold built?", "The tug dates back to 1912, when it was built in Dundee.", "1912", True),
    w.correct("en-t23-046", "correct.format", "How much does the Spanish for Beginners course cost?", "One hundred and fifty pounds.", "£150", True),
    w.correct("en-t23-047", "correct.format", "What time does the pottery market open?", "09:00", "9 a.m.", True),
    w.correct("en-t23-048", "correct.wordy", "Who teaches the beginner riding classes?", "All of the beginner classes are taught by the head instructor, Maria Lund.", "Maria Lund", True),
    w.correct("en-t23-049", "wrong.value", "How often does ClearView clean the windows?", "Every two weeks.", "Every four weeks", False),
    w.correct("en-t23-050", "wrong.role", "Who issues the certificates at the adult education centre?", "The course tutor, Priya Shah, issues them.", "Daniel Roe, the centre manager", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
