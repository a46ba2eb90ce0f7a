"""English cases of set t53: a software firm's annual and parental leave rules, its IT
service desk and laptop policy, a car insurance policy, a building society's history,
Clifton branch and savings accounts, and a mobile and broadband provider's plans."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LEAVE = (
    "Full-time staff at Harlow Systems receive 25 days of paid annual leave, rising to 28 days after five years of service. "
    "Up to 5 unused days may be carried over into the next year, but they must be taken by 31 March. "
    "Leave requests must be submitted at least two weeks in advance through the HR portal."
)
PARENTAL = (
    "Harlow Systems pays primary carers 16 weeks of parental leave at full salary, and secondary carers receive 4 weeks. "
    "Employees become eligible after 26 weeks of continuous employment. "
    "Questions about parental leave are handled by Megan Doyle in HR, while payroll queries go to Raj Patel."
)
HELPDESK = (
    "The IT service desk is staffed Monday to Friday from 7:30 to 18:00. "
    "Tom Greaves leads the service desk, and Aisha Rahman manages laptop and phone provisioning. "
    "Password resets can be done 24 hours a day through the self-service portal. "
    "Urgent incidents are answered within 30 minutes."
)
LAPTOPS = (
    "New starters receive a 14-inch laptop weighing 1.3 kg, which is replaced every four years. "
    "Personal devices may be used for email only after the company's security app is installed. "
    "Lost equipment must be reported to IT within 24 hours."
)
CAR_INSURANCE = (
    "The Shield Comprehensive car policy costs £540 a year, or £47 a month by direct debit. "
    "The compulsory excess is £250, and drivers under 25 pay an additional £200 excess. "
    "Windscreen repairs are covered without affecting the no-claims discount. "
    "Claims can be reported by phone at any hour of the day."
)
SOCIETY = (
    "Thornbury Building Society was founded in 1921 in Bristol and took over the Avon Savings Bank in 1958. "
    "Its current chief executive, Claire Whitlock, was appointed in 2019, and the chair of the board is Martin Hale. "
    "The society now has 42 branches across the South West."
)
CLIFTON = (
    "Thornbury's Clifton branch is open every day except Sunday from 9:00 to 17:00, but on Saturdays it closes at 13:00. "
    "The branch manager is Lucy Barnes, and mortgage appointments are run by adviser Daniel Frost. "
    "Cash withdrawals over £5,000 must be ordered two working days in advance."
)
SAVINGS = (
    "The Thornbury Easy Saver account pays 3.8% interest a year and can be opened with £1. "
    "Up to three withdrawals a year are allowed without penalty. "
    "The Fixed Rate Bond pays 4.5% for a two-year term, with a minimum deposit of £2,000."
)
MOBILE = (
    "Lumo Mobile's Essential plan costs £12 a month and includes 10 GB of data and unlimited calls and texts. "
    "The Plus plan costs £20 a month and includes 60 GB of data and 5G access. "
    "Both plans are on a 12-month contract, and EU roaming is included only in the Plus plan."
)
BROADBAND = (
    "Lumo Fibre 500 offers average download speeds of 500 Mbps for £35 a month. "
    "Installation is free, and an engineer visit usually takes place within 10 working days of the order. "
    "Customers can cancel within 14 days without paying a fee."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-t53-001", "para.combine", "How much annual leave do I get?", "You start with 25 days of paid holiday a year, and once you've been with Harlow Systems for five years that goes up to 28.", LEAVE, True),
    w.faith("en-t53-002", "para.synonym", "How far ahead do I have to ask for leave?", "You need to put your request in on the HR portal at least a fortnight beforehand.", LEAVE, True),
    w.faith("en-t53-003", "fmt.date", "Can I carry unused leave over?", "Yes, up to five unused days can be moved into the following year, as long as you use them by the end of March.", LEAVE, True),
    w.faith("en-t53-004", "fmt.number", "When do I qualify for parental leave?", "You become eligible after twenty-six weeks of continuous employment.", PARENTAL, True),
    w.faith("en-t53-005", "para.combine", "How much paid parental leave is there?", "Primary carers get sixteen weeks on full salary, while secondary carers receive four weeks.", PARENTAL, True),
    w.faith("en-t53-006", "para.pronoun", "Who do I talk to about parental leave?", "Megan Doyle in HR is your contact: she handles parental-leave questions, whereas payroll queries go to Raj Patel.", PARENTAL, True),
    w.faith("en-t53-007", "fmt.time", "When can I reach the IT service desk?", "The service desk is staffed on weekdays from 7:30 a.m. until 6 p.m.", HELPDESK, True),
    w.faith("en-t53-008", "para.relative", "Who sorts out laptops and phones?", "Aisha Rahman is the person who manages laptop and phone provisioning.", HELPDESK, True),
    w.faith("en-t53-009", "wrap.opener", "I've forgotten my password and it's midnight. What can I do?", "No problem! Passwords can be reset at any time of day or night through the self-service portal.", HELPDESK, True),
    w.faith("en-t53-010", "fmt.unit", "How heavy is the standard laptop?", "The 14-inch laptop given to new starters weighs 1,300 grams.", LAPTOPS, True),
    w.faith("en-t53-011", "para.nominal", "What should I do if I lose my laptop?", "The loss of any equipment has to be reported to IT within 24 hours.", LAPTOPS, True),
    w.faith("en-t53-012", "fmt.currency", "How much is Shield Comprehensive?", "It costs five hundred and forty pounds a year, or forty-seven pounds a month if you pay by direct debit.", CAR_INSURANCE, True),
    w.faith("en-t53-013", "wrap.hedge", "Will a windscreen repair affect my no-claims discount?", "As far as the policy describes it, no: windscreen repairs are covered and leave your no-claims discount untouched.", CAR_INSURANCE, True),
    w.faith("en-t53-014", "para.synonym", "When can I report a claim?", "You can report a claim by phone around the clock.", CAR_INSURANCE, True),
    w.faith("en-t53-015", "para.passive", "What happened to the Avon Savings Bank?", "The Avon Savings Bank was taken over by Thornbury Building Society in 1958.", SOCIETY, True),
    w.faith("en-t53-016", "para.combine", "Who runs Thornbury?", "Claire Whitlock has been chief executive since her appointment in 2019, and Martin Hale chairs the board.", SOCIETY, True),
    w.faith("en-t53-017", "para.except", "Is the Clifton branch open on Sundays?", "No, Sunday is the only day of the week when the Clifton branch is closed.", CLIFTON, True),
    w.faith("en-t53-018", "fmt.time", "What time does the Clifton branch close on a Saturday?", "On Saturdays the Clifton branch shuts at 1 p.m.", CLIFTON, True),
    w.faith("en-t53-019", "fmt.thousands", "Can I take out a large amount of cash?", "Cash withdrawals above £5000 have to be ordered two working days ahead.", CLIFTON, True),
    w.faith("en-t53-020", "fmt.share", "What does the Easy Saver pay?", "The Easy Saver pays 3.8 per cent a year, and you can open one with just a pound.", SAVINGS, True),
    w.faith("en-t53-021", "para.reorder", "What's the minimum for the Fixed Rate Bond?", "With a minimum deposit of £2,000, the Fixed Rate Bond pays 4.5% over a two-year term.", SAVINGS, True),
    w.faith("en-t53-022", "fmt.abbrev", "What do I get with the Essential plan?", "For £12 a month, Essential gives you ten gigabytes of data plus unlimited calls and texts.", MOBILE, True),
    w.faith("en-t53-023", "fmt.period", "How long is the contract on Lumo's mobile plans?", "Both the Essential and the Plus plan come with a one-year contract.", MOBILE, True),
    w.faith("en-t53-024", "wrap.attribution", "Can I change my mind after ordering Fibre 500?", "According to Lumo's terms, you can cancel within 14 days of ordering without paying any fee.", BROADBAND, True),
    w.faith("en-t53-025", "role.swap", "Who handles payroll questions?", "Payroll queries go to Megan Doyle, and parental-leave questions are handled by Raj Patel in HR.", PARENTAL, False),
    w.faith("en-t53-026", "value.number", "How many days can I carry over?", "You can carry over up to 10 unused days into the next year, provided you take them by 31 March.", LEAVE, False),
    w.faith("en-t53-027", "direction", "How do I book leave?", "Leave requests go through the HR portal and must be submitted no more than two weeks in advance.", LEAVE, False),
    w.faith("en-t53-028", "added.fact", "How long is parental leave for primary carers?", "Primary carers get 16 weeks of parental leave at full salary, which they can split into two separate blocks.", PARENTAL, False),
    w.faith("en-t53-029", "modality", "Can I read work email on my own phone?", "Yes, personal devices can be used for email; installing the company's security app is recommended but optional.", LAPTOPS, False),
    w.faith("en-t53-030", "value.time", "When does the service desk close?", "The IT service desk is staffed Monday to Friday from 7:30 until 20:00.", HELPDESK, False),
    w.faith("en-t53-031", "role.swap", "Who leads the IT service desk?", "Aisha Rahman leads the service desk, and Tom Greaves manages laptop and phone provisioning.", HELPDESK, False),
    w.faith("en-t53-032", "value.except", "Is the service desk staffed on Saturdays?", "Yes, the IT service desk is staffed every day except Sunday, from 7:30 to 18:00.", HELPDESK, False),
    w.faith("en-t53-033", "added.fact", "How often are laptops replaced?", "Laptops are replaced every four years, and staff may keep the old one once the new one arrives.", LAPTOPS, False),
    w.faith("en-t53-034", "value.unit", "How much does the new starter laptop weigh?", "New starters receive a 14-inch laptop that weighs 1.3 pounds.", LAPTOPS, False),
    w.faith("en-t53-035", "value.currency", "What's the compulsory excess on Shield Comprehensive?", "The compulsory excess on the Shield Comprehensive policy is £200.", CAR_INSURANCE, False),
    w.faith("en-t53-036", "negation", "Are windscreen repairs covered?", "Windscreen repairs are not covered by the Shield Comprehensive policy.", CAR_INSURANCE, False),
    w.faith("en-t53-037", "value.date", "When did Thornbury take over the Avon Savings Bank?", "Thornbury Building Society took over the Avon Savings Bank in 1921.", SOCIETY, False),
    w.faith("en-t53-038", "role.swap", "Who is Thornbury's chief executive?", "Martin Hale is the society's chief executive, and Claire Whitlock chairs the board.", SOCIETY, False),
    w.faith("en-t53-039", "added.entity", "How many branches does Thornbury have?", "Thornbury and its sister brand, Severn Savings, now have 42 branches across the South West.", SOCIETY, False),
    w.faith("en-t53-040", "antonym", "Do I have to pay for installation?", "Installation is charged separately, and an engineer usually visits within 10 working days of your order.", BROADBAND, False),
    w.faith("en-t53-041", "value.except", "When is the Clifton branch open?", "The Clifton branch is open on weekdays from 9:00 to 17:00 and closed at weekends.", CLIFTON, False),
    w.faith("en-t53-042", "quantifier", "How often can I withdraw from the Easy Saver?", "You can make as many withdrawals as you like from the Easy Saver without penalty.", SAVINGS, False),
    w.faith("en-t53-043", "value.number", "What rate does the Fixed Rate Bond pay?", "The Fixed Rate Bond pays 3.8% for a two-year term, with a minimum deposit of £2,000.", SAVINGS, False),
    w.faith("en-t53-044", "quantifier", "Is EU roaming included in my plan?", "Yes, EU roaming is included in both the Essential and the Plus plan.", MOBILE, False),
]

CORRECTNESS = [
    w.correct("en-t53-045", "correct.wordy", "How many days of annual leave do new full-time staff get?", "When you join Harlow Systems full-time, you're entitled to twenty-five days of paid annual leave each year.", "25 days", True),
    w.correct("en-t53-046", "correct.short", "Who leads the IT service desk?", "Tom Greaves.", "The IT service desk is led by Tom Greaves.", True),
    w.correct("en-t53-047", "correct.format", "How much is the Lumo Plus plan a month?", "Twenty pounds a month.", "£20 per month", True),
    w.correct("en-t53-048", "correct.format", "How quickly are urgent IT incidents answered?", "Within half an hour.", "Within 30 minutes.", True),
    w.correct("en-t53-049", "wrong.value", "What is the compulsory excess on Shield Comprehensive?", "The compulsory excess is £450.", "£250", False),
    w.correct("en-t53-050", "wrong.role", "Who manages Thornbury's Clifton branch?", "The Clifton branch is managed by Daniel Frost.", "Lucy Barnes", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
