"""English cases of set t54: an accountancy firm's expenses, sickness and probation rules,
its software requests and printers, annual travel and pet insurance, a credit union's
history and credit card, and a telecom firm's history, helpline and family SIM plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

EXPENSES = (
    "At Calder & Finch Accountants, travel expenses must be claimed within 30 days of the trip. "
    "Hotel stays are reimbursed up to £120 a night in London and £90 elsewhere. "
    "Claims above £500 need approval from a partner before they are paid."
)
SICKNESS = (
    "Employees must tell their line manager about sickness absence before 10:00 on the first day. "
    "A fit note from a doctor is required for absences longer than seven calendar days. "
    "Staff receive full company sick pay for up to 10 weeks in any 12-month period."
)
ONBOARDING = (
    "New joiners at Calder & Finch have a six-month probation period. "
    "Each new joiner is assigned a buddy from their team, and the induction is run by Priya Shah from HR. "
    "Probation reviews are carried out by the line manager at three months and at six months."
)
SOFTWARE = (
    "Software that is not on the approved list must be requested through a ticket and approved by the IT security lead, Owen Price. "
    "Standard requests are completed within three working days. "
    "The office printers on floors 2 and 4 are managed by Grace Kim, and toner is reordered every Monday."
)
TRAVEL = (
    "Voyager annual travel insurance costs £79 for an individual and £129 for a family. "
    "Each trip is covered for up to 31 days, and winter sports cover is an optional extra at £25. "
    "Medical expenses abroad are covered up to £10 million."
)
PETS = (
    "Pawsure Lifetime pet insurance covers vet fees of up to £4,000 a year for cats and dogs. "
    "Pets must be at least eight weeks old when the policy starts. "
    "Illnesses are covered after a 14-day waiting period, and accidents from 48 hours."
)
UNION = (
    "Pennine Credit Union was set up in 1987 by a group of Halifax mill workers and merged with Calder Valley Savings in 2004. "
    "Its manager, Diane Holroyd, joined in 2012, and the board is chaired by Imran Aziz. "
    "Today it has around 9,000 members."
)
CARD = (
    "The Pennine credit card has a representative APR of 19.9% and no annual fee. "
    "Cash withdrawals with the card cost 3% of the amount, with a minimum of £3. "
    "The minimum monthly repayment is 2.5% of the balance or £25, whichever is higher."
)
TELECOM = (
    "Northwire Telecom was founded in Manchester in 1998 and bought the regional cable firm Irwell Cable in 2006. "
    "Its customer service line is open 8 a.m. to 9 p.m. every day except Christmas Day. "
    "The chief executive is Rebecca Sloane, and the head of customer service is Kwame Mensah."
)
FAMILY = (
    "Northwire's Family SIM plan lets up to five people share 200 GB of data for £45 a month. "
    "Each extra line costs £8 a month. "
    "The account holder must be 18 or over, and a credit check is carried out."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t54-001", "para.synonym", "How long do I have to claim travel expenses?", "You need to submit travel expense claims no later than 30 days after the trip.", EXPENSES, True),
    w.faith("en-t54-002", "fmt.currency", "What's the hotel limit outside London?", "Outside London, hotel stays are reimbursed up to ninety pounds per night.", EXPENSES, True),
    w.faith("en-t54-003", "para.passive", "Who signs off large expense claims?", "A partner must approve any claim above £500 before it is paid.", EXPENSES, True),
    w.faith("en-t54-004", "fmt.time", "When do I have to report that I'm sick?", "Let your line manager know before 10 a.m. on the first day of your absence.", SICKNESS, True),
    w.faith("en-t54-005", "fmt.period", "When do I need a fit note?", "You'll need a fit note from a doctor if you're off for longer than a week.", SICKNESS, True),
    w.faith("en-t54-006", "fmt.number", "How long does company sick pay last?", "You get full company sick pay for up to ten weeks in any twelve-month period.", SICKNESS, True),
    w.faith("en-t54-007", "para.combine", "What happens during probation?", "Your probation lasts six months, and your line manager will review you at the three-month and six-month points.", ONBOARDING, True),
    w.faith("en-t54-008", "para.pronoun", "Who runs the induction?", "That's Priya Shah from HR; she runs the induction for new joiners.", ONBOARDING, True),
    w.faith("en-t54-009", "fmt.period", "How long is probation at Calder & Finch?", "New joiners are on probation for half a year.", ONBOARDING, True),
    w.faith("en-t54-010", "para.relative", "Who approves software that isn't on the list?", "Unlisted software is requested through a ticket and approved by Owen Price, who is the IT security lead.", SOFTWARE, True),
    w.faith("en-t54-011", "wrap.closer", "How long does a standard software request take?", "Standard requests are completed within three working days. Hope that helps!", SOFTWARE, True),
    w.faith("en-t54-012", "para.synonym", "Who looks after the printers?", "Grace Kim is in charge of the office printers on the second and fourth floors.", SOFTWARE, True),
    w.faith("en-t54-013", "para.reorder", "How much is family travel cover?", "Family cover with Voyager is £129 a year, while cover for one person is £79.", TRAVEL, True),
    w.faith("en-t54-014", "fmt.scale", "How much medical cover do I get abroad?", "Medical expenses abroad are covered up to £10,000,000.", TRAVEL, True),
    w.faith("en-t54-015", "wrap.question", "Can I go skiing on Voyager cover?", "Planning a ski trip? Winter sports cover can be added to your Voyager policy as an optional extra for £25.", TRAVEL, True),
    w.faith("en-t54-016", "fmt.period", "When does Pawsure start covering my pet?", "Illnesses are covered after a two-week waiting period, and accidents after two days.", PETS, True),
    w.faith("en-t54-017", "fmt.thousands", "What's the yearly limit for vet fees?", "Pawsure Lifetime pays vet fees of up to £4000 a year for cats and dogs.", PETS, True),
    w.faith("en-t54-018", "para.passive", "Who started Pennine Credit Union?", "A group of Halifax mill workers set up Pennine Credit Union in 1987.", UNION, True),
    w.faith("en-t54-019", "para.combine", "Who runs the credit union?", "Diane Holroyd, who joined in 2012, is the manager, and Imran Aziz chairs the board.", UNION, True),
    w.faith("en-t54-020", "fmt.share", "What does it cost to withdraw cash with the Pennine card?", "A cash withdrawal costs three per cent of the amount, and never less than £3.", CARD, True),
    w.faith("en-t54-021", "wrap.attribution", "Is there an annual fee on the Pennine card?", "According to Pennine, the credit card has no annual fee and a representative APR of 19.9%.", CARD, True),
    w.faith("en-t54-022", "para.except", "Is Northwire's helpline open on Sundays?", "Yes, the line is only closed on Christmas Day, so you can call on Sundays from 8 a.m. to 9 p.m.", TELECOM, True),
    w.faith("en-t54-023", "fmt.time", "What are Northwire's customer service hours?", "The customer service line runs from 08:00 to 21:00.", TELECOM, True),
    w.faith("en-t54-024", "fmt.abbrev", "How many people can share the Family SIM plan?", "Up to five people can share two hundred gigabytes of data for £45 a month.", FAMILY, True),
    w.faith("en-t54-025", "value.currency", "What's the hotel limit in London?", "In London, hotel stays are reimbursed up to £90 a night.", EXPENSES, False),
    w.faith("en-t54-026", "direction", "Which expense claims need a partner's approval?", "Claims below £500 need a partner's approval before they are paid.", EXPENSES, False),
    w.faith("en-t54-027", "value.time", "By when must I report sick?", "You must tell your line manager before 12:00 on the first day of sickness absence.", SICKNESS, False),
    w.faith("en-t54-028", "value.number", "When do I need a fit note?", "A fit note from a doctor is required for absences longer than fourteen calendar days.", SICKNESS, False),
    w.faith("en-t54-029", "role.swap", "Who carries out probation reviews?", "Probation reviews are carried out by Priya Shah from HR, and the line manager runs the induction.", ONBOARDING, False),
    w.faith("en-t54-030", "added.fact", "Will I get a buddy when I start?", "Yes, every new joiner gets a buddy from their team, who also signs off their probation.", ONBOARDING, False),
    w.faith("en-t54-031", "modality", "Can I install software that isn't on the approved list?", "You may install unlisted software yourself, although raising a ticket for Owen Price is recommended.", SOFTWARE, False),
    w.faith("en-t54-032", "role.swap", "Who approves software requests?", "Unlisted software has to be approved by Grace Kim, while Owen Price manages the office printers.", SOFTWARE, False),
    w.faith("en-t54-033", "value.date", "When is printer toner reordered?", "Toner for the office printers is reordered every Friday.", SOFTWARE, False),
    w.faith("en-t54-034", "antonym", "Is winter sports cover included?", "Winter sports cover comes as standard with every Voyager policy.", TRAVEL, False),
    w.faith("en-t54-035", "value.number", "How long can each trip be?", "With Voyager, each trip is covered for up to 45 days.", TRAVEL, False),
    w.faith("en-t54-036", "added.entity", "Which pets does Pawsure cover?", "Pawsure Lifetime covers vet fees of up to £4,000 a year for cats, dogs and rabbits.", PETS, False),
    w.faith("en-t54-037", "direction", "How old does my pet have to be?", "Pets must be no older than eight weeks when the policy starts.", PETS, False),
    w.faith("en-t54-038", "value.date", "When did the credit union merge with Calder Valley Savings?", "Pennine Credit Union merged with Calder Valley Savings in 1987.", UNION, False),
    w.faith("en-t54-039", "role.swap", "Who chairs the credit union's board?", "The board is chaired by Diane Holroyd, and Imran Aziz is the manager.", UNION, False),
    w.faith("en-t54-040", "value.currency", "What's the minimum monthly repayment?", "The minimum monthly repayment is 2.5% of the balance or £30, whichever is higher.", CARD, False),
    w.faith("en-t54-041", "value.except", "Can I call Northwire at the weekend?", "No, customer service is open 8 a.m. to 9 p.m. on weekdays only.", TELECOM, False),
    w.faith("en-t54-042", "value.date", "When did Northwire buy Irwell Cable?", "Northwire bought Irwell Cable in 1998, the year it was founded in Manchester.", TELECOM, False),
    w.faith("en-t54-043", "quantifier", "How many people can be on the Family SIM plan?", "Any number of people can share the Family SIM plan's 200 GB of data for £45 a month.", FAMILY, False),
    w.faith("en-t54-044", "negation", "Is there a credit check for the Family SIM plan?", "No credit check is carried out, but the account holder must be 18 or over.", FAMILY, False),
]

CORRECTNESS = [
    w.correct("en-t54-045", "correct.wordy", "How much is an individual Voyager policy?", "An individual Voyager annual travel policy will cost you seventy-nine pounds for the year.", "£79", True),
    w.correct("en-t54-046", "correct.short", "Who runs the induction at Calder & Finch?", "Priya Shah.", "The induction is run by Priya Shah from HR.", True),
    w.correct("en-t54-047", "correct.format", "How long is the probation period?", "Half a year.", "Six months", True),
    w.correct("en-t54-048", "correct.wordy", "When was Northwire Telecom founded?", "Northwire Telecom was founded in Manchester back in 1998.", "1998", True),
    w.correct("en-t54-049", "wrong.value", "What is the representative APR on the Pennine credit card?", "The representative APR is 9.9%.", "19.9%", False),
    w.correct("en-t54-050", "wrong.role", "Who is Northwire's chief executive?", "Kwame Mensah.", "Rebecca Sloane", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
