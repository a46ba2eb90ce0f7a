"""English cases of set t40: a family clinic's doctors and a children's practice, a
linguistics department and a history seminar, a restaurant group's managers and branch
rules, a theatre company's cast and ticketing, a ferry company's captains, and a
newspaper's editors and their beats."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CLINIC = (
    "Dr. Helen Marsh sees patients at the Brookfield Clinic on Mondays and Thursdays, and Dr. Omar Reyes covers Tuesdays and Fridays. "
    "The clinic is open every weekday except Wednesday. "
    "Morning appointments start at 8:30, and the last slot of the day is at 16:45. "
    "A standard consultation costs $60."
)
PRACTICE = (
    "Dr. Priya Nandakumar is the head physician at Riverside Family Practice, and Dr. Tom Keller is her deputy. "
    "Dr. Keller runs the children's vaccination clinic every second Saturday from 9:00 to 12:00. "
    "Walk-in patients are seen only on weekday mornings. "
    "50% of all appointments are reserved for patients over 65."
)
LINGUISTICS = (
    "In the Department of Linguistics, Professor Anna Whitfield teaches Phonetics I in the autumn term, and Professor Daniel Ortiz teaches Syntax II in the spring term. "
    "Professor Whitfield also chairs the department's admissions committee; she was elected to the post last year. "
    "Both courses are worth 15 credits, and Syntax II requires Phonetics I as a prerequisite."
)
SEMINAR = (
    "The History Department's graduate seminar meets on Wednesdays from 14:00 to 16:00 in Room 310. "
    "It is led by Dr. Fiona Carr, with Dr. Samuel Osei acting as second reader for all theses. "
    "The seminar is capped at 12 students. "
    "Registration closes on 15 September."
)
GROUP = (
    "The Olive & Vine group runs three restaurants in Leeds. "
    "Marco Bellini manages the Headrow branch, and Sara Lindqvist manages the Kirkgate branch. "
    "The Roundhay branch has been managed by Joe Akers since March 2021. "
    "Sara Lindqvist reports to the group's operations director, Neil Hart."
)
BRANCH_RULES = (
    "Each Olive & Vine manager receives a quarterly bonus of £1,500 if their branch meets its sales target. "
    "Managers must complete food-safety training every 12 months. "
    "The Kirkgate branch is open daily except Tuesday, from noon to 22:00."
)
PLAY = (
    "In the Larkspur Theatre Company's spring production of 'The Winter Orchard', Clara Moss plays the widow Agnes and Ben Tully plays her son Edwin. "
    "Ruth Adeyemi directs the production. "
    "The play runs for 90 minutes with no interval."
)
TICKETS = (
    "Performances of 'The Winter Orchard' run from 4 April to 27 April. "
    "Tickets cost £18, or £12 for students with a valid card. "
    "Leo Brandt understudies the role of Edwin. "
    "Latecomers will not be admitted."
)
FERRY = (
    "The Northsound Ferry Company operates two vessels. "
    "Captain Ingrid Solberg commands the MV Heron on the Kirkwall–Stromness route, and Captain Malcolm Reid commands the MV Puffin on the Stromness–Scrabster route. "
    "The crossing on the Puffin takes 75 minutes. "
    "From October to March, the Heron sails only twice a day instead of four times."
)
NEWSROOM = (
    "At the Daily Courier, Nadia Flores is the politics editor and Greg Hammond edits the sports desk. "
    "Nadia Flores joined the paper in 2015. "
    "Greg Hammond took over sports in 2019 from Liz Carter, who now runs the features section. "
    "The news meeting is held every morning at 9:15, and all editors must attend it."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t40-001", "para.combine", "When can I see Dr. Marsh, and who is in on Fridays?", "Dr. Marsh is there on Mondays and Thursdays, whereas on Fridays you'd see Dr. Reyes.", CLINIC, True),
    w.faith("en-t40-002", "para.except", "Can I book an appointment for a Wednesday?", "No — Wednesday is the one weekday when the Brookfield Clinic stays closed.", CLINIC, True),
    w.faith("en-t40-003", "fmt.time", "What's the latest appointment I can get?", "The final slot of the day is at 4:45 p.m.", CLINIC, True),
    w.faith("en-t40-004", "fmt.currency", "How much does a normal consultation cost?", "A regular consultation is sixty dollars.", CLINIC, True),
    w.faith("en-t40-005", "para.pronoun", "Who is Dr. Nandakumar?", "She is the head physician at Riverside Family Practice, and Dr. Keller serves as her deputy.", PRACTICE, True),
    w.faith("en-t40-006", "fmt.share", "How many appointments are kept for older patients?", "Half of all appointments are set aside for patients older than 65.", PRACTICE, True),
    w.faith("en-t40-007", "para.synonym", "When is the children's vaccination clinic?", "Dr. Keller holds the children's immunisation sessions on alternate Saturdays, from 9 a.m. until noon.", PRACTICE, True),
    w.faith("en-t40-008", "para.combine", "Who teaches Phonetics I, and does she have any other duties?", "Professor Whitfield gives Phonetics I in the autumn, and she also heads the department's admissions committee.", LINGUISTICS, True),
    w.faith("en-t40-009", "para.relative", "Can I take Syntax II straight away?", "Syntax II, which Professor Ortiz teaches in the spring, can only be taken once you have done Phonetics I.", LINGUISTICS, True),
    w.faith("en-t40-010", "para.synonym", "Who covers for the actor playing Edwin?", "Leo Brandt is the stand-in for the part of Edwin.", TICKETS, True),
    w.faith("en-t40-011", "para.nominal", "Until when can I register for the seminar?", "The registration deadline for the graduate seminar is 15 September.", SEMINAR, True),
    w.faith("en-t40-012", "fmt.number", "How big is the graduate seminar?", "It takes a maximum of twelve students.", SEMINAR, True),
    w.faith("en-t40-013", "para.pronoun", "Who leads the history graduate seminar?", "It's led by Dr. Fiona Carr, and Dr. Samuel Osei is the second reader on every thesis.", SEMINAR, True),
    w.faith("en-t40-014", "para.passive", "Who manages the Headrow branch?", "The Headrow branch is managed by Marco Bellini.", GROUP, True),
    w.faith("en-t40-015", "para.synonym", "Who's in charge at the Roundhay restaurant?", "Joe Akers has been running the Roundhay restaurant since March 2021.", GROUP, True),
    w.faith("en-t40-016", "para.combine", "Who is Sara Lindqvist's boss?", "Sara Lindqvist, who runs the Kirkgate branch, answers to the operations director, Neil Hart.", GROUP, True),
    w.faith("en-t40-017", "para.except", "Can we have dinner at the Kirkgate branch on a Tuesday?", "Unfortunately not: the Kirkgate branch is closed on Tuesdays.", BRANCH_RULES, True),
    w.faith("en-t40-018", "fmt.period", "How often do managers redo their food-safety training?", "Managers have to complete food-safety training once a year.", BRANCH_RULES, True),
    w.faith("en-t40-019", "wrap.attribution", "Do managers get a bonus?", "According to the group's policy, a manager earns £1,500 per quarter whenever their branch hits its sales target.", BRANCH_RULES, True),
    w.faith("en-t40-020", "para.synonym", "What part does Ben Tully have?", "Ben Tully is cast as Edwin, the son of the widow Agnes.", PLAY, True),
    w.faith("en-t40-021", "fmt.unit", "How long is the show?", "The Winter Orchard lasts an hour and a half, without an intermission.", PLAY, True),
    w.faith("en-t40-022", "para.pronoun", "Who is captain of the MV Heron?", "The MV Heron is commanded by Captain Ingrid Solberg, and it sails between Kirkwall and Stromness.", FERRY, True),
    w.faith("en-t40-023", "wrap.opener", "How long is the Puffin crossing?", "Thanks for asking! A crossing on the Puffin lasts one hour and fifteen minutes.", FERRY, True),
    w.faith("en-t40-024", "para.combine", "Who ran the sports desk before Greg Hammond?", "Greg Hammond inherited the sports desk from Liz Carter in 2019, and she has since moved on to head the features section.", NEWSROOM, True),
    w.faith("en-t40-025", "role.swap", "Which doctor works on Mondays?", "On Mondays and Thursdays you'll be seen by Dr. Reyes.", CLINIC, False),
    w.faith("en-t40-026", "added.fact", "What does a consultation cost?", "A standard consultation is $60, and most insurance plans reimburse the full amount.", CLINIC, False),
    w.faith("en-t40-027", "role.swap", "Who runs Riverside Family Practice?", "Dr. Keller heads the practice, with Dr. Nandakumar acting as his deputy.", PRACTICE, False),
    w.faith("en-t40-028", "added.fact", "Do I need to book for the vaccination clinic?", "Dr. Keller holds the children's vaccination sessions on alternate Saturday mornings, and parents don't need an appointment.", PRACTICE, False),
    w.faith("en-t40-029", "quantifier", "Are appointments reserved for over-65s?", "Yes, every single appointment slot is kept for patients older than 65.", PRACTICE, False),
    w.faith("en-t40-030", "role.swap", "Who teaches which course?", "Professor Ortiz gives Phonetics I in the autumn, while Professor Whitfield takes Syntax II in the spring.", LINGUISTICS, False),
    w.faith("en-t40-031", "direction", "Is there a prerequisite involved?", "Yes: you can only enrol in Phonetics I after you have completed Syntax II.", LINGUISTICS, False),
    w.faith("en-t40-032", "added.fact", "Who chairs the admissions committee?", "Professor Whitfield heads the admissions committee and also supervises the department's PhD students.", LINGUISTICS, False),
    w.faith("en-t40-033", "value.number", "How many students can join the seminar?", "The graduate seminar admits at most fifteen students.", SEMINAR, False),
    w.faith("en-t40-034", "role.swap", "Who does what in the graduate seminar?", "Dr. Osei runs the seminar, and Dr. Carr serves as second reader for every thesis.", SEMINAR, False),
    w.faith("en-t40-035", "role.swap", "Who manages the Kirkgate branch?", "Marco Bellini looks after Kirkgate, while Sara Lindqvist is in charge of the Headrow restaurant.", GROUP, False),
    w.faith("en-t40-036", "added.fact", "How long has Joe Akers been at Roundhay?", "Joe Akers has run the Roundhay branch since March 2021, after several years as a chef at Headrow.", GROUP, False),
    w.faith("en-t40-037", "modality", "Is food-safety training compulsory for managers?", "Managers are advised, but not required, to take food-safety training every year.", BRANCH_RULES, False),
    w.faith("en-t40-038", "value.except", "When is the Kirkgate branch closed?", "The Kirkgate restaurant shuts on Mondays; the rest of the week it's open from noon to 10 p.m.", BRANCH_RULES, False),
    w.faith("en-t40-039", "added.fact", "How long is The Winter Orchard?", "The play lasts an hour and a half without a break, and it is Ruth Adeyemi's first production for the company.", PLAY, False),
    w.faith("en-t40-040", "negation", "What if I arrive late?", "Latecomers can still be let in after the play has started.", TICKETS, False),
    w.faith("en-t40-041", "value.currency", "What do students pay?", "Students with a valid card get in for fifteen pounds.", TICKETS, False),
    w.faith("en-t40-042", "role.swap", "Who is captain of the Puffin?", "The MV Puffin is skippered by Ingrid Solberg, and Malcolm Reid is in command of the Heron.", FERRY, False),
    w.faith("en-t40-043", "antonym", "When did Nadia Flores start at the paper?", "Nadia Flores left the Daily Courier in 2015.", NEWSROOM, False),
    w.faith("en-t40-044", "added.fact", "When is the news meeting?", "Every editor has to attend the 9:15 morning news meeting, which usually lasts half an hour.", NEWSROOM, False),
]

CORRECTNESS = [
    w.correct("en-t40-045", "correct.wordy", "On which days does Dr. Marsh work?", "If you'd like to see Dr. Marsh, she's at the clinic on Mondays and again on Thursdays each week.", "Mondays and Thursdays.", True),
    w.correct("en-t40-046", "correct.format", "How much is a student ticket?", "Twelve pounds for students.", "£12", True),
    w.correct("en-t40-047", "correct.wordy", "Who edits the sports desk at the Daily Courier?", "The sports desk at the Daily Courier is edited by Greg Hammond.", "Greg Hammond", True),
    w.correct("en-t40-048", "correct.format", "How long is the crossing on the Puffin?", "It takes an hour and a quarter.", "75 minutes", True),
    w.correct("en-t40-049", "wrong.value", "What time is the daily news meeting?", "The news meeting starts at 9:45 every morning.", "9:15 a.m.", False),
    w.correct("en-t40-050", "wrong.role", "Who directs The Winter Orchard?", "It's directed by Clara Moss.", "Ruth Adeyemi", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
