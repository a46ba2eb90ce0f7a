"""English cases of set t24: a flat's deposit and house rules, an employer's leave and
remote-work policy, a gym contract and club rules, a university's exam regulations, a
coffee machine's warranty and a phone plan's roaming rules."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DEPOSIT = (
    "The tenant, Mark Ellison, pays a security deposit of £1,800 to the landlord, Priya Nandakumar, before moving in on 1 March 2025. "
    "The landlord must return the deposit within 30 days after the tenancy ends, minus the cost of any damage beyond normal wear and tear. "
    "Either party may end the tenancy with two months' written notice."
)
HOUSE_RULES = (
    "Tenants of Harbour View Flats may keep one cat or one small dog, but only with the building manager's written consent. "
    "Smoking is banned everywhere in the building, including on balconies. "
    "Rubbish must be taken to the bins in the courtyard, which are emptied every Tuesday and Friday. "
    "Quiet hours run from 22:00 to 07:00."
)
LEAVE = (
    "Full-time employees at Lindqvist Logistics receive 25 days of paid annual leave per calendar year. "
    "Up to five unused days may be carried over to the next year, but they expire on 31 March. "
    "Requests for more than ten consecutive days must be approved by the department head at least four weeks in advance."
)
REMOTE = (
    "Staff at Lindqvist Logistics may work from home on up to two days per week once they have completed their six-month probation. "
    "Tuesdays are team days, so everyone is expected in the office then. "
    "The company reimburses home-office equipment up to €400 once every three years, and employees working remotely must be reachable between 10:00 and 15:00."
)
GYM_CONTRACT = (
    "The FitCore membership costs $49 per month and runs for a minimum term of 12 months. "
    "After the first year, members can cancel at any time with one month's notice. "
    "A one-time joining fee of $25 is charged when the contract is signed. "
    "Members can freeze their membership for up to three months per year for medical reasons, provided they submit a doctor's note."
)
GYM_RULES = (
    "FitCore's Riverside club is open from 6 a.m. to 11 p.m. on weekdays and from 8 a.m. to 8 p.m. on weekends. "
    "Guests may train with a member at most four times a year and pay a day fee of $12. "
    "Towels are available at reception for $2, and lockers must be emptied before closing time."
)
EXAM_RULES = (
    "At Westbrook University, students must register for final exams by 15 November through the student portal. "
    "A student who misses an exam without a medical certificate receives a fail grade for that attempt. "
    "Each module exam may be attempted at most three times. "
    "Results are published within 20 working days of the exam."
)
EXAM_ROOM = (
    "During written exams, mobile phones must be switched off and left in bags at the front of the room. "
    "Students arriving more than 30 minutes after the start are not admitted. "
    "No one may leave the room during the first hour or the last 15 minutes. "
    "The invigilator, Dr Helen Okafor, reports any suspected cheating to Professor Samuel Brandt, who chairs the exam board and decides on the case."
)
WARRANTY = (
    "The Brightline K7 coffee machine comes with a 24-month manufacturer's warranty from the date of purchase. "
    "The warranty covers defects in materials and workmanship but not damage caused by limescale or by dropping the machine. "
    "To make a claim, the customer must present the original receipt. "
    "Repairs under warranty are free of charge, including return shipping."
)
ROAMING = (
    "With the Nova Travel plan, customers use their domestic data, calls and texts in all EU countries at no extra charge. "
    "In Switzerland and the UK, a daily pass costs €4.99 and includes 500 MB of data. "
    "Roaming is switched off by default and must be activated in the app before travelling. "
    "Data use abroad is capped at €60 per billing month unless the customer raises the limit."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # deposit
    w.faith("en-t24-001", "para.synonym", "When does the landlord have to give the deposit back?", "The landlord is required to refund the deposit no later than 30 days after the tenancy ends, deducting the cost of any damage beyond normal wear and tear.", DEPOSIT, True),
    w.faith("en-t24-002", "fmt.date", "When does Mark move in?", "Mark Ellison moves in on March 1st, 2025, and pays his deposit before that.", DEPOSIT, True),
    w.faith("en-t24-003", "role.swap", "Who pays the security deposit?", "Priya Nandakumar hands Mark Ellison a security deposit of £1,800.", DEPOSIT, False),
    w.faith("en-t24-004", "value.number", "How much notice is needed to end the tenancy?", "Either side can end the tenancy by giving three months' notice in writing.", DEPOSIT, False),
    # house rules
    w.faith("en-t24-005", "para.except", "Am I allowed to smoke on my balcony?", "No, smoking isn't permitted anywhere in the building, and balconies are no exception.", HOUSE_RULES, True),
    w.faith("en-t24-006", "fmt.time", "What are the quiet hours?", "Quiet hours last from 10 p.m. until 7 a.m.", HOUSE_RULES, True),
    w.faith("en-t24-007", "para.combine", "What do I do with my rubbish?", "Rubbish goes to the courtyard bins, which get emptied twice a week, on Tuesdays and Fridays.", HOUSE_RULES, True),
    w.faith("en-t24-008", "negation", "Can I have a cat in my flat?", "Yes, tenants can keep a cat without asking the building manager for permission.", HOUSE_RULES, False),
    w.faith("en-t24-009", "added.fact", "When are the bins emptied?", "The courtyard bins are emptied every Tuesday and Friday, and recycling is collected on Wednesdays.", HOUSE_RULES, False),
    # leave
    w.faith("en-t24-010", "para.relative", "Can I carry unused leave over?", "You may carry over up to five unused days, which then expire on 31 March.", LEAVE, True),
    w.faith("en-t24-011", "wrap.attribution", "What do I need for a long holiday?", "According to the leave policy, anyone who wants more than ten days off in a row needs the department head's approval at least four weeks beforehand.", LEAVE, True),
    w.faith("en-t24-012", "value.date", "When do carried-over days expire?", "Any leave days carried over into the next year expire on 30 April.", LEAVE, False),
    w.faith("en-t24-013", "direction", "Which leave requests need the department head's approval?", "Requests for fewer than ten consecutive days have to be signed off by the department head four weeks in advance.", LEAVE, False),
    # remote work
    w.faith("en-t24-014", "para.reorder", "When can new staff start working from home?", "Only once they have completed their six-month probation can staff work from home, on up to two days a week.", REMOTE, True),
    w.faith("en-t24-015", "para.except", "Which days can I work from home?", "You can work from home on up to two days a week, but not on Tuesdays, when everyone is expected in the office.", REMOTE, True),
    w.faith("en-t24-016", "fmt.currency", "How much does the company pay towards home-office equipment?", "Home-office equipment is reimbursed up to 400 euros once every three years.", REMOTE, True),
    w.faith("en-t24-017", "value.time", "When do remote workers have to be available?", "Anyone working remotely has to be reachable from 9 a.m. to 3 p.m.", REMOTE, False),
    w.faith("en-t24-018", "antonym", "What happens on Tuesdays?", "Tuesdays are team days, so everyone is expected to work from home then.", REMOTE, False),
    # gym contract
    w.faith("en-t24-019", "fmt.period", "How long is the FitCore contract and what does it cost?", "The FitCore membership costs $49 a month and runs for at least one year.", GYM_CONTRACT, True),
    w.faith("en-t24-020", "para.nominal", "How do I cancel?", "Cancellation is possible at any time after the first year, subject to one month's notice.", GYM_CONTRACT, True),
    w.faith("en-t24-021", "wrap.hedge", "Can I pause my membership if I get injured?", "If I'm reading the terms right, you can freeze it for up to three months a year for medical reasons, as long as you hand in a doctor's note.", GYM_CONTRACT, True),
    w.faith("en-t24-022", "wrap.opener", "Is there a joining fee?", "Good question! Yes, a single joining fee of $25 is due when you sign the contract.", GYM_CONTRACT, True),
    w.faith("en-t24-023", "value.currency", "How much is the joining fee?", "A one-off joining fee of $35 is charged when you sign up.", GYM_CONTRACT, False),
    w.faith("en-t24-024", "direction", "When can members cancel?", "Members can cancel with one month's notice at any time during the first year.", GYM_CONTRACT, False),
    # gym rules
    w.faith("en-t24-025", "para.synonym", "Can I bring a friend to the club?", "Yes, a guest can work out alongside a member up to four times a year, paying $12 for the day.", GYM_RULES, True),
    w.faith("en-t24-026", "wrap.closer", "Can I leave my things in a locker overnight?", "No, lockers have to be cleared out before the club closes. Hope that helps!", GYM_RULES, True),
    w.faith("en-t24-027", "added.entity", "Where can I get a towel?", "Towels can be rented at reception or at the juice bar for $2.", GYM_RULES, False),
    # exam regulations
    w.faith("en-t24-028", "fmt.date", "What is the exam registration deadline?", "The deadline to sign up for final exams through the student portal is November 15.", EXAM_RULES, True),
    w.faith("en-t24-029", "para.passive", "What happens if I miss an exam?", "A fail grade is given for that attempt if a student misses an exam without a medical certificate.", EXAM_RULES, True),
    w.faith("en-t24-030", "value.number", "How many attempts do I get at a module exam?", "Each module exam may be attempted at most two times.", EXAM_RULES, False),
    # exam room
    w.faith("en-t24-031", "para.relative", "Who decides on suspected cheating?", "Professor Samuel Brandt, who chairs the exam board, decides on the case once the invigilator, Dr Helen Okafor, has reported it.", EXAM_ROOM, True),
    w.faith("en-t24-032", "para.except", "Can I leave the exam early?", "You may leave the room at any point except during the first hour and the final 15 minutes.", EXAM_ROOM, True),
    w.faith("en-t24-033", "direction", "Can I still get in if I'm late?", "Students who turn up less than 30 minutes after the start are turned away.", EXAM_ROOM, False),
    w.faith("en-t24-034", "role.swap", "What happens if cheating is suspected?", "Professor Samuel Brandt reports the suspected cheating to Dr Helen Okafor, who then decides on the case.", EXAM_ROOM, False),
    w.faith("en-t24-035", "modality", "What about phones during the exam?", "Students are advised to switch their mobile phones off during written exams.", EXAM_ROOM, False),
    # warranty
    w.faith("en-t24-036", "para.except", "Is limescale damage covered?", "No. The warranty covers defects in materials and workmanship, but damage from limescale or from dropping the machine is excluded.", WARRANTY, True),
    w.faith("en-t24-037", "wrap.attribution", "Do I pay anything for a repair under warranty?", "According to the warranty terms, covered repairs cost you nothing, and return shipping is included.", WARRANTY, True),
    w.faith("en-t24-038", "negation", "Is shipping included in warranty repairs?", "Warranty repairs are free, but return shipping is not included.", WARRANTY, False),
    w.faith("en-t24-039", "value.unit", "How long is the warranty on the K7?", "The Brightline K7's warranty lasts 24 weeks from the date of purchase.", WARRANTY, False),
    w.faith("en-t24-040", "value.except", "What does the warranty cover?", "It covers damage from dropping the machine, but not damage caused by limescale.", WARRANTY, False),
    # roaming
    w.faith("en-t24-041", "fmt.unit", "What does the daily pass include?", "In Switzerland and the UK, the daily pass costs €4.99 and comes with 0.5 GB of data.", ROAMING, True),
    w.faith("en-t24-042", "para.synonym", "Do I need to do anything before going abroad?", "Roaming is deactivated by default, so you have to turn it on in the app before you leave.", ROAMING, True),
    w.faith("en-t24-043", "antonym", "Is roaming on automatically?", "Yes, roaming is switched on by default.", ROAMING, False),
    w.faith("en-t24-044", "quantifier", "Can I use my domestic allowance in the EU?", "Only in a few EU countries can you use your domestic data, calls and texts at no extra charge.", ROAMING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t24-045", "correct.wordy", "How long is the minimum term of the FitCore membership?", "Based on the contract, the minimum term you commit to with FitCore is twelve months in total.", "12 months.", True),
    w.correct("en-t24-046", "correct.format", "By when must students register for final exams?", "Registration closes on November 15th.", "By 15 November.", True),
    w.correct("en-t24-047", "correct.format", "How much does the roaming day pass cost?", "It's 4.99 euros for each day.", "€4.99 per day.", True),
    w.correct("en-t24-048", "correct.wordy", "How many days of paid leave do full-time employees get?", "Full-time employees are given a total of twenty-five days of paid annual leave in each calendar year.", "25 days per year.", True),
    w.correct("en-t24-049", "wrong.value", "How long is the Brightline K7 warranty?", "The Brightline K7 comes with a 12-month warranty.", "24 months.", False),
    w.correct("en-t24-050", "wrong.role", "Who pays the security deposit?", "The landlord, Priya Nandakumar, pays it.", "The tenant, Mark Ellison.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
