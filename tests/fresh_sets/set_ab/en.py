"""English cases of set AB. Scenarios: a mobile phone plan (Telvora Basic Plus), a youth hostel
(Harbourside), a tennis club (Larchwood), a food delivery app (Dishly), a dance school
(Silverstep), a car wash (Bubbles), an allotment society (Greenfield) and a public swimming lake
(Lake Ellery)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PHONE = "The Basic Plus plan from Telvora costs £14.50 a month and includes 20 GB of data, unlimited calls and unlimited texts within the UK. The minimum contract term is 12 months. Unused data does not roll over to the next month. Roaming in the EU costs an extra £2 per day."
HOSTEL = "The Harbourside Youth Hostel has 86 beds spread across 14 dormitories and 4 private rooms. Check-in opens at 3 p.m. and check-out is by 10 a.m. Breakfast is served from 7:30 to 9:30 and costs €6. Guests under 18 must be accompanied by an adult."
TENNIS = "Membership at the Larchwood Tennis Club costs $320 per year for adults and $140 for juniors under 16. Members can book a court up to 7 days in advance, for a maximum of 90 minutes per booking. Floodlit evening play is available from October to March at an extra $5 per hour. Club coach Priya Nair runs beginner sessions every Saturday at 9 a.m."
FOOD = "On the Dishly app, delivery is free on orders over $25; smaller orders pay a $3.99 delivery fee. Orders can be cancelled free of charge within 2 minutes of being placed. Dishly Plus subscribers pay $7.99 a month and get 10% off every order. Drivers are allowed to leave food at the door only if the customer selects contactless delivery."
DANCE = "The Silverstep Dance School offers salsa, tango and contemporary classes for adults. Each class lasts 75 minutes and a block of 10 classes costs $150. Students who miss a class can make it up within 4 weeks. The school is closed during the first two weeks of August."
CARWASH = "Bubbles Car Wash on Mill Road is open from 8 a.m. to 7 p.m. every day except Sunday. A standard wash takes about 12 minutes and costs $9, while the deluxe wash, which includes wax and interior vacuuming, costs $18. Vehicles taller than 2.1 metres cannot use the automatic wash tunnel."
ALLOTMENT = "The Greenfield Allotment Society rents out 48 plots, each measuring 125 square metres. Annual rent is £45 per plot, due by 1 April. Tenants must cultivate at least three quarters of their plot. Bonfires are allowed only between November and February."
LAKE = "Lake Ellery's public swimming area is open from 1 June to 15 September, from 10 a.m. to 8 p.m. Lifeguards are on duty at weekends and on public holidays only. Entry costs $4 for adults, and children under 6 swim for free. The buoyed swimming zone covers 4,500 square metres and welcomed 1,500,000 visitors last summer."

# fmt: off
FAITHFULNESS = [
    w.faith("en-ab-001", "para.reorder", "What does the Basic Plus plan include?", "It includes unlimited texts and calls within the UK, plus 20 GB of data.", PHONE, True),
    w.faith("en-ab-002", "para.passive", "Who runs the beginner sessions at Larchwood?", "Beginner sessions are run by club coach Priya Nair every Saturday at 9 a.m.", TENNIS, True),
    w.faith("en-ab-003", "para.synonym", "When do guests have to leave the hostel?", "Guests need to check out no later than 10 a.m.", HOSTEL, True),
    w.faith("en-ab-004", "para.nominal", "Can I cancel a Dishly order?", "Cancellation is free of charge within 2 minutes of placing an order.", FOOD, True),
    w.faith("en-ab-005", "para.pronoun", "How long does a class at Silverstep last?", "It lasts 75 minutes.", DANCE, True),
    w.faith("en-ab-006", "para.relative", "What does the deluxe wash include?", "The deluxe wash, which costs $18, includes wax and interior vacuuming.", CARWASH, True),
    w.faith("en-ab-007", "para.combine", "How big are the allotment plots and what do they cost?", "Each of the 48 plots measures 125 square metres and rents for £45 a year.", ALLOTMENT, True),
    w.faith("en-ab-008", "para.capital", "How much is entry to Lake Ellery?", "ENTRY COSTS $4 FOR ADULTS, AND CHILDREN UNDER 6 SWIM FOR FREE.", LAKE, True),
    w.faith("en-ab-009", "para.part", "Tell me about the Basic Plus plan.", "It costs £14.50 a month and has a minimum term of 12 months.", PHONE, True),
    w.faith("en-ab-010", "para.except", "Which days is Bubbles Car Wash open?", "It is open Monday to Saturday and closed on Sundays.", CARWASH, True),
    w.faith("en-ab-011", "fmt.number", "How long does a standard wash take?", "A standard wash takes about twelve minutes.", CARWASH, True),
    w.faith("en-ab-012", "fmt.thousands", "How large is the swimming zone at Lake Ellery?", "The buoyed swimming zone covers 4500 square metres.", LAKE, True),
    w.faith("en-ab-013", "fmt.scale", "How many people visited the swimming area last summer?", "Last summer the swimming area had 1.5 million visitors.", LAKE, True),
    w.faith("en-ab-014", "fmt.date", "When is the allotment rent due?", "The rent must be paid by April 1st.", ALLOTMENT, True),
    w.faith("en-ab-015", "fmt.time", "When can I check in at the hostel?", "Check-in opens at 15:00.", HOSTEL, True),
    w.faith("en-ab-016", "fmt.unit", "Is there a height limit at Bubbles Car Wash?", "Yes, vehicles over 210 cm tall can't go through the automatic wash tunnel.", CARWASH, True),
    w.faith("en-ab-017", "fmt.abbrev", "Where are calls and texts unlimited on Basic Plus?", "Calls and texts are unlimited within the United Kingdom.", PHONE, True),
    w.faith("en-ab-018", "fmt.currency", "How much is Dishly Plus?", "Dishly Plus costs 7.99 dollars per month.", FOOD, True),
    w.faith("en-ab-019", "fmt.range", "When is breakfast at the hostel?", "Breakfast is served 7:30–9:30 and costs €6.", HOSTEL, True),
    w.faith("en-ab-020", "fmt.period", "How long is the Basic Plus contract?", "The minimum contract term is one year.", PHONE, True),
    w.faith("en-ab-021", "fmt.share", "How much of their plot must tenants cultivate?", "Tenants must cultivate at least 75% of their plot.", ALLOTMENT, True),
    w.faith("en-ab-022", "wrap.opener", "What does junior membership cost at Larchwood?", "Great question! Juniors under 16 pay $140 a year for membership.", TENNIS, True),
    w.faith("en-ab-023", "wrap.closer", "How much is a block of classes at Silverstep?", "A block of 10 classes costs $150. Hope that helps!", DANCE, True),
    w.faith("en-ab-024", "wrap.attribution", "Do small children pay to swim at Lake Ellery?", "According to the information provided, children under 6 swim for free.", LAKE, True),
    w.faith("en-ab-025", "wrap.hedge", "When is Dishly delivery free?", "I believe delivery is free on orders over $25.", FOOD, True),
    w.faith("en-ab-026", "wrap.question", "Can teenagers stay at the hostel on their own?", "Guests under 18 must be accompanied by an adult. Is there anything else you'd like to know about the hostel?", HOSTEL, True),
    w.faith("en-ab-027", "para.synonym", "How far ahead can I book a court at Larchwood?", "Members can reserve a court up to 7 days ahead.", TENNIS, True),
    w.faith("en-ab-028", "para.passive", "What classes does Silverstep offer?", "Salsa, tango and contemporary classes for adults are offered by the Silverstep Dance School.", DANCE, True),
    w.faith("en-ab-029", "fmt.time", "What are the opening hours of Bubbles Car Wash?", "Bubbles Car Wash opens at 8:00 and closes at 19:00, except on Sundays.", CARWASH, True),
    w.faith("en-ab-030", "fmt.unit", "How long can a single court booking be?", "A single booking can last up to an hour and a half.", TENNIS, True),
    w.faith("en-ab-031", "fmt.share", "What discount do Dishly Plus subscribers get?", "Dishly Plus subscribers get a tenth off every order.", FOOD, True),
    w.faith("en-ab-032", "para.pronoun", "What is the rule on bonfires at the allotments?", "They are allowed only between November and February.", ALLOTMENT, True),
    w.faith("en-ab-033", "fmt.date", "When is the swimming area at Lake Ellery open?", "The swimming area is open from June 1 to September 15, from 10 a.m. to 8 p.m.", LAKE, True),
    w.faith("en-ab-034", "value.number", "How many beds does the hostel have?", "The hostel has 68 beds across 14 dormitories and 4 private rooms.", HOSTEL, False),
    w.faith("en-ab-035", "value.currency", "How much does EU roaming cost on Basic Plus?", "Roaming in the EU costs an extra £5 per day.", PHONE, False),
    w.faith("en-ab-036", "value.time", "When are the beginner sessions at Larchwood?", "Beginner sessions run every Saturday at 10 a.m.", TENNIS, False),
    w.faith("en-ab-037", "value.date", "When is the allotment rent due?", "Annual rent is due by 1 May.", ALLOTMENT, False),
    w.faith("en-ab-038", "value.unit", "How big is an allotment plot?", "Each plot measures 125 square feet.", ALLOTMENT, False),
    w.faith("en-ab-039", "role.swap", "What does membership cost at Larchwood?", "Juniors pay $320 per year and adults pay $140.", TENNIS, False),
    w.faith("en-ab-040", "negation", "Does unused data roll over on Basic Plus?", "Yes, unused data rolls over to the next month.", PHONE, False),
    w.faith("en-ab-041", "antonym", "When is Dishly delivery free?", "Delivery is free on orders under $25.", FOOD, False),
    w.faith("en-ab-042", "modality", "Can teenagers stay at the hostel on their own?", "Guests under 18 can be accompanied by an adult if they wish.", HOSTEL, False),
    w.faith("en-ab-043", "quantifier", "When are lifeguards on duty at Lake Ellery?", "Lifeguards are on duty every day of the season.", LAKE, False),
    w.faith("en-ab-044", "value.except", "Which days is Bubbles Car Wash open?", "Bubbles Car Wash is open every day except Monday.", CARWASH, False),
    w.faith("en-ab-045", "direction", "When can I play under floodlights at Larchwood?", "Floodlit evening play is available from March to October at an extra $5 per hour.", TENNIS, False),
    w.faith("en-ab-046", "added.fact", "How much is the Basic Plus plan?", "The Basic Plus plan costs £14.50 a month and includes a free phone upgrade after 12 months.", PHONE, False),
    w.faith("en-ab-047", "added.entity", "When does check-in open at the hostel?", "Check-in opens at 3 p.m. at the reception desk run by manager Tom Ellis.", HOSTEL, False),
    w.faith("en-ab-048", "value.number", "How much is a block of classes at Silverstep?", "A block of 12 classes costs $150.", DANCE, False),
]

REFUSAL = [
    w.refusal("en-ab-049", "refusal.plain", "Does the Harbourside hostel have a swimming pool?", "I'm sorry, I don't have that information.", HOSTEL, True),
    w.refusal("en-ab-050", "refusal.context", "Is there a kitchen guests can use at the hostel?", "The provided context doesn't mention whether guests can use a kitchen.", HOSTEL, True),
    w.refusal("en-ab-051", "refusal.partial", "How much is Dishly Plus, and can I pause my subscription?", "Dishly Plus costs $7.99 a month; the information doesn't say whether you can pause it.", FOOD, False),
]

CORRECTNESS = [
    w.correct("en-ab-052", "correct.wordy", "How much does a deluxe wash cost at Bubbles?", "If you go for the deluxe wash at Bubbles Car Wash, the one with wax and interior vacuuming, you'll pay $18.", "The deluxe wash costs $18.", True),
    w.correct("en-ab-053", "correct.wordy", "By what time must guests check out of the Harbourside hostel?", "Guests staying at the Harbourside Youth Hostel have to be checked out by 10 a.m. at the latest.", "Check-out is by 10 a.m.", True),
    w.correct("en-ab-054", "correct.format", "How long is each class at Silverstep?", "1 hour 15 minutes.", "Each class lasts 75 minutes.", True),
    w.correct("en-ab-055", "correct.short", "What does the Basic Plus plan cost per month?", "£14.50.", "The Basic Plus plan costs £14.50 a month.", True),
    w.correct("en-ab-056", "wrong.value", "What is the annual rent for a Greenfield allotment plot?", "The annual rent is £54 per plot.", "Annual rent is £45 per plot.", False),
]

RELEVANCY = [
    w.relevant("en-ab-057", "relevant.direct", "When is the lake open for swimming?", "From 1 June to 15 September, between 10 a.m. and 8 p.m.", LAKE, True),
    w.relevant("en-ab-058", "relevant.direct", "What will a year at the tennis club set me back as an adult?", "Adults pay $320 annually.", TENNIS, True),
    w.relevant("en-ab-059", "relevant.direct", "How do I get my Dishly order dropped at the door?", "Choose contactless delivery when you order.", FOOD, True),
    w.relevant("en-ab-060", "relevant.direct", "Who teaches the beginners at Larchwood?", "Priya Nair, the club coach, on Saturdays at 9 a.m.", TENNIS, True),
    w.relevant("en-ab-061", "relevant.yesno", "Does unused data carry over to next month on Basic Plus?", "No, it doesn't.", PHONE, True),
    w.relevant("en-ab-062", "offtopic.true", "How much does breakfast cost at the hostel?", "Check-out is by 10 a.m.", HOSTEL, False),
]

DIAGNOSIS = [
    w.diag("en-ab-063", "diag.pass", "How far in advance can Larchwood members book a court?", "Members can book a court up to 7 days in advance.", {"tennis": TENNIS, "dance": DANCE}, ("tennis",), "pass"),
    w.diag("en-ab-064", "diag.missed", "How much does a standard wash cost at Bubbles Car Wash?", "I'm sorry, the information I have doesn't say how much a standard wash costs.", {"lake": LAKE, "food": FOOD}, ("carwash",), "fix_retrieval"),
    w.diag("en-ab-065", "diag.correct_refusal", "Does the Greenfield Allotment Society lend out garden tools?", "The available information doesn't say whether garden tools are provided.", {"allotment": ALLOTMENT, "lake": LAKE}, (), "correct_refusal"),
    w.diag("en-ab-066", "diag.unfaithful", "When is the Silverstep Dance School closed?", "The school is closed during the last two weeks of August.", {"dance": DANCE, "hostel": HOSTEL}, ("dance",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
