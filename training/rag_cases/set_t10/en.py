"""English cases of set t10: an online grocery delivery (FreshCart), a marathon's rules
(Riverside Marathon), a student dormitory (Linden Hall), a dance school (Studio Allegro),
a solar panel installer (SunBright) and a botanical garden (Ashford)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

DELIVERY = (
    "FreshCart delivers groceries within the city limits of Harlow seven days a week, between 08:00 and 22:00. "
    "Orders over £40 are delivered free of charge; smaller orders carry a delivery fee of £3.50. "
    "Customers can book a one-hour delivery slot up to six days in advance. "
    "Frozen items are packed in insulated bags, which the driver takes back at the next delivery."
)
REFUNDS = (
    "If an item arrives damaged, the customer must report it in the app within 48 hours of delivery. "
    "FreshCart then refunds the full price of the item to the original payment method within 5 working days. "
    "Substituted items can be refused at the door, and the customer is not charged for them. "
    "Drivers hand over alcohol only to customers who show a valid photo ID."
)
MARATHON_ENTRY = (
    "The Riverside Marathon takes place on Sunday, 12 October 2025, and starts at 07:30 on Bridge Street. "
    "Runners must be at least 18 years old on race day. "
    "Entry costs €65 until 31 May and €80 after that date. "
    "Bib numbers are collected at the race expo on the Friday or Saturday before the race; they are not sent by post."
)
MARATHON_COURSE = (
    "The course closes six hours after the start, and runners who have not reached the 35 km mark by 12:00 are taken off the course by the sweep bus. "
    "Water stations are set up every 5 km, and the stations at 20 km and 30 km also hand out energy gels. "
    "Headphones are allowed, but runners must keep one ear free. "
    "Pacers for finish times of 3:30 and 4:00 carry yellow flags."
)
DORM_RULES = (
    "Residents of Linden Hall may have overnight guests on Friday and Saturday nights only, and every guest must be signed in at the front desk by 23:00. "
    "Quiet hours on weeknights run from 22:00 to 07:00. "
    "Cooking is allowed in the shared kitchen on each floor, but not in bedrooms. "
    "The resident assistant, Maya Okafor, inspects rooms once per semester and reports any damage to the housing manager, Paul Brandt."
)
DORM_FEES = (
    "A single room in Linden Hall costs $4,200 per semester, and a place in a double room costs $3,100. "
    "A damage deposit of $300 is paid at move-in and returned within 30 days of move-out, minus any repair costs. "
    "The washing machines in the basement take student cards, and one wash costs $1.75. "
    "Residents who leave before the end of the semester get no refund of the room fee."
)
DANCE_CLASSES = (
    "Studio Allegro offers ballet, salsa and contemporary dance classes for adults. "
    "Beginner salsa with instructor Tomás Rivera meets on Tuesdays from 19:00 to 20:30. "
    "A ten-class card costs €120 and is valid for four months. "
    "Students who cancel a booked class less than 12 hours before it starts lose that class from their card."
)
DANCE_RECITAL = (
    "The end-of-year recital will be held on 21 June at the Municipal Theatre. "
    "Every student enrolled in a course may perform, but children under 10 dance only in the afternoon show. "
    "Costumes are provided by the school, while students bring their own shoes. "
    "Director Helen Park chooses the music for all group pieces, and choreographer Lena Voss teaches the steps to the students."
)
SOLAR = (
    "SunBright installs rooftop solar panels on homes across Kent County. "
    "After a free site survey, the company sends a written quote within 7 days. "
    "A typical 6 kW system of 15 panels is installed in two days. "
    "The panels carry a 25-year performance warranty, and the inverter a 10-year warranty. "
    "Customers pay 30% when they sign the contract and the rest once the system is connected to the grid."
)
GARDEN = (
    "The Ashford Botanical Garden is open every day from 09:00 to 17:00, except on 25 December. "
    "Adult tickets cost £12; children under 5 get in free, and students pay half price. "
    "The glasshouse closes one hour earlier than the rest of the garden. "
    "Dogs are not allowed, apart from assistance dogs. "
    "Guided tours led by volunteer gardeners start at 11:00 on Saturdays and Sundays."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t10-001", "fmt.time", "What hours does FreshCart deliver?", "FreshCart delivers every day of the week, from 8 a.m. until 10 p.m.", DELIVERY, True),
    w.faith("en-t10-002", "fmt.currency", "Do I have to pay for delivery?", "Not if your order comes to more than 40 pounds; anything smaller costs GBP 3.50 to deliver.", DELIVERY, True),
    w.faith("en-t10-003", "para.synonym", "What happens to the bags my frozen food comes in?", "Your frozen groceries arrive in insulated bags, and the driver collects them again the next time they deliver.", DELIVERY, True),
    w.faith("en-t10-004", "para.passive", "How are damaged items refunded?", "The full price of a damaged item is paid back by FreshCart to the original payment method within five working days.", REFUNDS, True),
    w.faith("en-t10-005", "fmt.period", "How long do I have to report a damaged item?", "You need to report it in the app within two days of the delivery.", REFUNDS, True),
    w.faith("en-t10-006", "para.except", "Will the driver give me the wine if I forgot my ID?", "No. Without a valid photo ID, the driver won't hand over any alcohol.", REFUNDS, True),
    w.faith("en-t10-007", "fmt.date", "When is the Riverside Marathon?", "It's on Sunday, October 12, 2025, with the start at 7:30 a.m. on Bridge Street.", MARATHON_ENTRY, True),
    w.faith("en-t10-008", "para.synonym", "Can my bib be mailed to me?", "No, bibs aren't mailed out; you pick yours up at the expo on the Friday or Saturday before race day.", MARATHON_ENTRY, True),
    w.faith("en-t10-009", "wrap.attribution", "Is there a minimum age?", "According to the race rules, you have to be 18 or older on the day of the race.", MARATHON_ENTRY, True),
    w.faith("en-t10-010", "fmt.time", "What's the cut-off at 35 km?", "If you haven't got to the 35 km mark by noon, the sweep bus takes you off the course.", MARATHON_COURSE, True),
    w.faith("en-t10-011", "para.relative", "How do I spot the pacers?", "The pacers, who carry yellow flags, are running for finish times of 3:30 and 4:00.", MARATHON_COURSE, True),
    w.faith("en-t10-012", "wrap.opener", "When can I have someone stay overnight?", "Good question! Overnight guests are only allowed on Friday and Saturday nights.", DORM_RULES, True),
    w.faith("en-t10-013", "para.except", "Can I cook in my room?", "No, bedrooms are off limits for cooking; you can cook in the shared kitchen on your floor instead.", DORM_RULES, True),
    w.faith("en-t10-014", "para.reorder", "What happens if the RA finds damage?", "Once a semester your room is inspected by Maya Okafor, the resident assistant, and any damage she finds goes to Paul Brandt, the housing manager.", DORM_RULES, True),
    w.faith("en-t10-015", "fmt.thousands", "How much is a single room?", "A single room in Linden Hall costs 4200 dollars per semester.", DORM_FEES, True),
    w.faith("en-t10-016", "para.combine", "How does the damage deposit work?", "You pay $300 when you move in and get it back within 30 days after moving out, less whatever the repairs cost.", DORM_FEES, True),
    w.faith("en-t10-017", "fmt.time", "When is beginner salsa?", "Tomás Rivera's beginner salsa class runs on Tuesday evenings from 7 to 8:30 p.m.", DANCE_CLASSES, True),
    w.faith("en-t10-018", "wrap.hedge", "How much is a class card?", "As far as I can tell, a card for ten classes costs 120 euros and can be used for four months.", DANCE_CLASSES, True),
    w.faith("en-t10-019", "wrap.closer", "Where is the recital?", "The end-of-year recital is at the Municipal Theatre on 21 June. Hope that helps!", DANCE_RECITAL, True),
    w.faith("en-t10-020", "para.except", "Do I need to buy a costume?", "No, the school provides the costumes; the only thing you have to bring is your own shoes.", DANCE_RECITAL, True),
    w.faith("en-t10-021", "fmt.share", "How do the payments work?", "You pay 30 percent when you sign, and the remaining 70 percent after the system has been hooked up to the grid.", SOLAR, True),
    w.faith("en-t10-022", "fmt.unit", "How long does installation take?", "A typical six-kilowatt system with fifteen panels takes two days to install.", SOLAR, True),
    w.faith("en-t10-023", "wrap.question", "What warranties are included?", "Curious about the warranties? The panels are guaranteed to perform for 25 years, and the inverter is covered for 10 years.", SOLAR, True),
    w.faith("en-t10-024", "para.except", "Which day is the garden closed?", "It's closed only on 25 December; every other day of the year it's open from 9 a.m. to 5 p.m.", GARDEN, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t10-025", "value.currency", "What is the delivery fee?", "Small orders come with a delivery charge of £5.50, while orders over £40 are delivered for free.", DELIVERY, False),
    w.faith("en-t10-026", "value.number", "How far ahead can I book a slot?", "You can reserve a one-hour delivery slot up to ten days ahead.", DELIVERY, False),
    w.faith("en-t10-027", "modality", "Do I have to report a damaged item quickly?", "You're encouraged, but not required, to report damaged items in the app within 48 hours.", REFUNDS, False),
    w.faith("en-t10-028", "negation", "Do I pay for substitutes I send back?", "You can refuse substituted items at the door, but you'll still be charged for them.", REFUNDS, False),
    w.faith("en-t10-029", "negation", "Can my bib be posted?", "Yes, if you can't make it to the expo, your bib number can be sent to you by post.", MARATHON_ENTRY, False),
    w.faith("en-t10-030", "value.currency", "How much is the entry fee?", "Entry is £65 until 31 May and £80 after that.", MARATHON_ENTRY, False),
    w.faith("en-t10-031", "antonym", "Can I run with headphones?", "No, headphones are forbidden on the course.", MARATHON_COURSE, False),
    w.faith("en-t10-032", "quantifier", "Where can I get energy gels?", "Every water station along the course hands out energy gels.", MARATHON_COURSE, False),
    w.faith("en-t10-033", "value.time", "What is the cut-off at 35 km?", "Anyone who hasn't reached the 35 km mark by 1 p.m. is picked up by the sweep bus.", MARATHON_COURSE, False),
    w.faith("en-t10-034", "role.swap", "Who inspects the rooms?", "Housing manager Paul Brandt inspects the rooms once a semester and reports any damage to the resident assistant, Maya Okafor.", DORM_RULES, False),
    w.faith("en-t10-035", "direction", "When do guests have to be signed in?", "Each overnight guest has to be signed in at the front desk at 11 p.m. at the earliest.", DORM_RULES, False),
    w.faith("en-t10-036", "added.entity", "What styles does Studio Allegro teach?", "Studio Allegro teaches adults ballet, salsa, tango and contemporary dance.", DANCE_CLASSES, False),
    w.faith("en-t10-037", "value.date", "When is the recital?", "The recital takes place at the Municipal Theatre on 21 July.", DANCE_RECITAL, False),
    w.faith("en-t10-038", "role.swap", "Who picks the music for the group pieces?", "Choreographer Lena Voss selects the music for the group pieces, and director Helen Park teaches the students the steps.", DANCE_RECITAL, False),
    w.faith("en-t10-039", "quantifier", "Who can perform in the recital?", "Only some of the enrolled students are allowed to perform in the recital.", DANCE_RECITAL, False),
    w.faith("en-t10-040", "added.fact", "How quickly will I get a quote?", "After the free site survey, SunBright sends you a written quote within a week, and the quote stays valid for 90 days.", SOLAR, False),
    w.faith("en-t10-041", "value.unit", "How long is the inverter warranty?", "The inverter is covered by a 10-month warranty.", SOLAR, False),
    w.faith("en-t10-042", "value.except", "Is the garden ever closed?", "It's open every day from 9 to 5, except on 1 January.", GARDEN, False),
    w.faith("en-t10-043", "direction", "When does the glasshouse close?", "The glasshouse stays open one hour longer than the rest of the garden.", GARDEN, False),
    w.faith("en-t10-044", "added.fact", "Can I bring my dog?", "Dogs aren't allowed, except assistance dogs, which must be kept on a lead.", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t10-045", "correct.wordy", "How much is a single room in Linden Hall per semester?", "If you're thinking of a single room at Linden Hall, you'll be paying 4,200 dollars for each semester you live there.", "$4,200 per semester.", True),
    w.correct("en-t10-046", "correct.format", "What time does the Riverside Marathon start?", "The start time is 07:30.", "At 7:30 a.m.", True),
    w.correct("en-t10-047", "correct.short", "Who teaches beginner salsa at Studio Allegro?", "Tomás Rivera.", "Tomás Rivera teaches it.", True),
    w.correct("en-t10-048", "correct.wordy", "How long is the performance warranty on SunBright's panels?", "The panels themselves come with a performance warranty that lasts a full twenty-five years.", "25 years.", True),
    w.correct("en-t10-049", "wrong.value", "How much is an adult ticket at the Ashford Botanical Garden?", "An adult ticket costs £15.", "£12.", False),
    w.correct("en-t10-050", "wrong.role", "Who chooses the music for the recital's group pieces?", "The choreographer, Lena Voss, chooses it.", "Director Helen Park.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
