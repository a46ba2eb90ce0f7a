"""English cases of set R: a ferry company, a dental clinic, a cooking school, a bike-sharing
scheme, a hotel spa, a city archive, a vineyard tour and a student dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FERRY = "Bluewater Ferries runs a crossing from Portwick to Elna Island every day. The first boat leaves Portwick at 6:45 a.m., and the last boat back from Elna Island leaves at 9:30 p.m. The crossing takes 40 minutes, and a one-way adult ticket costs £14.50. Bicycles travel free, but cars must be booked at least 24 hours in advance."
DENTAL = "Dr. Amara Okafor runs the Linden Street Dental Clinic, which is open Monday to Friday from 8 a.m. to 5 p.m. A routine check-up costs $85 and includes X-rays. Patients who cancel with less than 48 hours' notice are charged a $30 fee. Emergency appointments are available on Saturday mornings."
COOKING = "The Saffron Table cooking school offers a six-week bread-making course starting on 6 February 2025. Classes are held every Thursday evening from 6:30 to 9:00, and the course fee of €320 includes all ingredients. Each class has a maximum of 12 students. Chef Lukas Brandt teaches the course, assisted by pastry cook Nina Marsh."
BIKES = "CycleGo, the city's bike-sharing scheme, has 1,250 bikes at 84 docking stations. An annual membership costs $90 and covers the first 45 minutes of every ride. Each additional 15 minutes costs $1.50. Riders must be at least 16 years old."
SPA = "The Marlowe Hotel spa is open every day from 7 a.m. to 10 p.m. Hotel guests use the pool and sauna free of charge, while day visitors pay $40. All spa treatments except the foot massage must be booked in advance. Children under 14 are not allowed in the sauna."
ARCHIVE = "The Corbridge City Archive holds about 2.3 million documents, the oldest of which dates from 1412. The reading room is open Tuesday to Saturday, 10:00 to 16:00. Visitors need a reader's card, which is issued free of charge on presentation of photo ID. Original maps may only be viewed with a member of staff present."
VINEYARD = "Hollowbrook Vineyard runs guided tours from April to October. Each tour lasts 90 minutes and ends with a tasting of five wines. Tickets cost $28 per person, and a quarter of every ticket price is donated to the local fire brigade. Visitors under 18 are served grape juice instead of wine."
DORM = "Residents of Kestrel Hall, a student dormitory, must sign in every overnight guest at the front desk. Guests may stay a maximum of three nights per month. Quiet hours run from 11 p.m. to 7 a.m. on weeknights. The laundry room on the ground floor has eight washing machines and six dryers."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-r-001", "para.reorder", "When does the first ferry leave Portwick?", "From Portwick, the first boat leaves at 6:45 a.m.", FERRY, True),
    w.faith("en-r-002", "para.synonym", "How long is the crossing to Elna Island?", "The trip takes 40 minutes.", FERRY, True),
    w.faith("en-r-003", "fmt.time", "When does the last boat leave Elna Island?", "The last boat back leaves Elna Island at 21:30.", FERRY, True),
    w.faith("en-r-004", "fmt.currency", "How much is a one-way adult ticket?", "A one-way adult ticket costs fourteen pounds fifty.", FERRY, True),
    w.faith("en-r-005", "para.nominal", "What do I need to do to take my car on the ferry?", "Car bookings are required at least 24 hours in advance.", FERRY, True),
    w.faith("en-r-006", "para.passive", "Who teaches the bread-making course?", "The course is taught by Chef Lukas Brandt, with help from pastry cook Nina Marsh.", COOKING, True),
    w.faith("en-r-007", "fmt.date", "When does the bread-making course start?", "It starts on February 6, 2025.", COOKING, True),
    w.faith("en-r-008", "fmt.number", "How many students can join each class?", "A class can have no more than twelve students.", COOKING, True),
    w.faith("en-r-009", "fmt.period", "How often do the bread classes meet?", "The classes meet weekly, on Thursday evenings.", COOKING, True),
    w.faith("en-r-010", "para.combine", "What does the bread course cost, and how long does it run?", "The six-week course costs €320, ingredients included.", COOKING, True),
    w.faith("en-r-011", "fmt.range", "When are the bread classes held?", "Thursday evenings, 6:30–9:00.", COOKING, True),
    w.faith("en-r-012", "para.capital", "Who runs the dental clinic?", "dr. amara okafor runs the linden street dental clinic.", DENTAL, True),
    w.faith("en-r-013", "para.relative", "Who runs the Linden Street clinic?", "The person who runs the Linden Street Dental Clinic is Dr. Amara Okafor.", DENTAL, True),
    w.faith("en-r-014", "fmt.abbrev", "What is the name of Dr. Okafor's clinic?", "Linden St. Dental Clinic.", DENTAL, True),
    w.faith("en-r-015", "fmt.currency", "How much is a routine check-up?", "A routine check-up is 85 dollars, X-rays included.", DENTAL, True),
    w.faith("en-r-016", "wrap.attribution", "Is there a fee for cancelling late?", "According to the clinic's information, patients who cancel with less than 48 hours' notice pay a $30 fee.", DENTAL, True),
    w.faith("en-r-017", "fmt.thousands", "How many bikes does CycleGo have?", "CycleGo has 1250 bikes.", BIKES, True),
    w.faith("en-r-018", "para.combine", "How large is the CycleGo network?", "CycleGo's 1,250 bikes are spread across 84 docking stations.", BIKES, True),
    w.faith("en-r-019", "fmt.period", "What does a CycleGo membership cost?", "A yearly membership costs $90.", BIKES, True),
    w.faith("en-r-020", "fmt.unit", "How much riding time does the membership cover?", "It covers the first three-quarters of an hour of every ride.", BIKES, True),
    w.faith("en-r-021", "para.part", "What are the rules for riding CycleGo bikes?", "Riders must be at least 16 years old.", BIKES, True),
    w.faith("en-r-022", "wrap.opener", "What's the charge for going over the included time?", "Good question! Each additional 15 minutes costs $1.50.", BIKES, True),
    w.faith("en-r-023", "fmt.period", "When is the spa open?", "The spa is open daily from 7 a.m. to 10 p.m.", SPA, True),
    w.faith("en-r-024", "fmt.time", "What time does the spa open?", "The spa opens at 07:00.", SPA, True),
    w.faith("en-r-025", "para.except", "Which spa treatments need to be booked ahead?", "Every treatment apart from the foot massage has to be booked in advance.", SPA, True),
    w.faith("en-r-026", "wrap.hedge", "Can my 10-year-old use the sauna?", "It looks like children under 14 are not allowed in the sauna.", SPA, True),
    w.faith("en-r-027", "para.synonym", "Do hotel guests pay for the pool?", "No, guests staying at the hotel can use the pool and sauna at no cost.", SPA, True),
    w.faith("en-r-028", "fmt.scale", "How many documents does the archive hold?", "The archive holds about 2,300,000 documents.", ARCHIVE, True),
    w.faith("en-r-029", "para.pronoun", "How old is the oldest document in the archive?", "It dates from 1412.", ARCHIVE, True),
    w.faith("en-r-030", "fmt.abbrev", "When is the reading room open?", "Tue–Sat, 10:00–16:00.", ARCHIVE, True),
    w.faith("en-r-031", "fmt.time", "What time does the reading room close?", "It closes at 4 p.m.", ARCHIVE, True),
    w.faith("en-r-032", "wrap.closer", "How do I get a reader's card?", "Show photo ID and the card is issued free of charge. Hope this helps!", ARCHIVE, True),
    w.faith("en-r-033", "wrap.attribution", "What is the rule for viewing original maps?", "The archive says original maps may only be viewed with a member of staff present.", ARCHIVE, True),
    w.faith("en-r-034", "fmt.range", "When does Hollowbrook run tours?", "Tours run April–October.", VINEYARD, True),
    w.faith("en-r-035", "fmt.unit", "How long does a vineyard tour last?", "Each tour lasts an hour and a half.", VINEYARD, True),
    w.faith("en-r-036", "fmt.share", "How much of each ticket goes to the fire brigade?", "25% of every ticket price is donated to the local fire brigade.", VINEYARD, True),
    w.faith("en-r-037", "wrap.opener", "How much are tour tickets?", "Sure! Tickets cost $28 per person.", VINEYARD, True),
    w.faith("en-r-038", "para.synonym", "What do under-18s drink at the tasting?", "Visitors under 18 get grape juice rather than wine.", VINEYARD, True),
    w.faith("en-r-039", "fmt.number", "How many wines are in the tasting?", "The tour ends with a tasting of 5 wines.", VINEYARD, True),
    w.faith("en-r-040", "para.passive", "What must residents do with overnight guests?", "Every overnight guest must be signed in at the front desk.", DORM, True),
    w.faith("en-r-041", "fmt.number", "How long can a guest stay?", "A guest can stay up to 3 nights a month.", DORM, True),
    w.faith("en-r-042", "wrap.question", "When are quiet hours in Kestrel Hall?", "On weeknights, quiet hours run from 11 p.m. to 7 a.m. Would you like to know anything else about the dorm?", DORM, True),
    w.faith("en-r-043", "para.reorder", "What's in the laundry room?", "Eight washing machines and six dryers are in the ground-floor laundry room.", DORM, True),
    w.faith("en-r-044", "fmt.time", "When do quiet hours start?", "Quiet hours start at 23:00 on weeknights.", DORM, True),
    # one clear error each
    w.faith("en-r-045", "value.number", "How long is the ferry crossing?", "The crossing takes 50 minutes.", FERRY, False),
    w.faith("en-r-046", "value.time", "When does the last boat leave Elna Island?", "The last boat back leaves Elna Island at 8:30 p.m.", FERRY, False),
    w.faith("en-r-047", "direction", "When does the first ferry leave?", "The first boat leaves Elna Island at 6:45 a.m.", FERRY, False),
    w.faith("en-r-048", "added.fact", "How much is a one-way adult ticket?", "A one-way adult ticket costs £14.50, and children travel for half price.", FERRY, False),
    w.faith("en-r-049", "value.date", "When does the bread course start?", "The course starts on 6 March 2025.", COOKING, False),
    w.faith("en-r-050", "role.swap", "Who teaches the bread course?", "Pastry cook Nina Marsh teaches the course, assisted by Chef Lukas Brandt.", COOKING, False),
    w.faith("en-r-051", "value.unit", "How long does the bread-making course run?", "The bread-making course runs for six months.", COOKING, False),
    w.faith("en-r-052", "value.currency", "What does a routine check-up cost?", "A routine check-up costs $95 and includes X-rays.", DENTAL, False),
    w.faith("en-r-053", "quantifier", "Who can use the spa pool for free?", "All visitors use the pool and sauna free of charge.", SPA, False),
    w.faith("en-r-054", "value.except", "Which spa treatments need booking?", "All spa treatments except the hot-stone massage must be booked in advance.", SPA, False),
    w.faith("en-r-055", "negation", "Can children use the sauna?", "Children under 14 are allowed in the sauna.", SPA, False),
    w.faith("en-r-056", "antonym", "How old are the archive's documents?", "The archive's most recent document dates from 1412.", ARCHIVE, False),
    w.faith("en-r-057", "modality", "Do residents have to sign in overnight guests?", "Residents may sign in overnight guests at the front desk, but they don't have to.", DORM, False),
    w.faith("en-r-058", "added.entity", "Who teaches the bread-making course?", "Chef Lukas Brandt teaches the course together with baker Tom Ellis, assisted by Nina Marsh.", COOKING, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-r-059", "refusal.plain", "How much does parking at the Portwick terminal cost?", "I don't know how much parking at the Portwick terminal costs.", FERRY, True),
    w.refusal("en-r-060", "refusal.context", "Does the clinic accept dental insurance?", "The provided information doesn't say whether the clinic accepts dental insurance.", DENTAL, True),
    w.refusal("en-r-061", "refusal.hedged", "How long does the crossing take?", "I'm not entirely sure, but the crossing seems to take about 40 minutes.", FERRY, False),
    w.refusal("en-r-062", "refusal.partial", "What does the bread course cost, and is there parking nearby?", "The course costs €320 including all ingredients; the information doesn't mention parking.", COOKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-r-063", "correct.wordy", "How much does a CycleGo annual membership cost?", "If you want to ride with CycleGo for a whole year, the annual membership will cost you $90 in total.", "An annual membership costs $90.", True),
    w.correct("en-r-064", "correct.format", "When does the bread-making course start?", "February 6, 2025.", "The course starts on 6 February 2025.", True),
    w.correct("en-r-065", "correct.short", "How many dryers are in the Kestrel Hall laundry room?", "Six.", "There are six dryers in the laundry room.", True),
    w.correct("en-r-066", "wrong.value", "How many docking stations does CycleGo have?", "CycleGo has 48 docking stations.", "CycleGo has 84 docking stations.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-r-067", "relevant.direct", "What time does the spa close?", "At ten in the evening.", SPA, True),
    w.relevant("en-r-068", "relevant.yesno", "Can a 12-year-old go in the sauna?", "No, children under 14 are not allowed in the sauna.", SPA, True),
    w.relevant("en-r-069", "offtopic.true", "How much does a day visit to the spa cost?", "The spa is open every day from 7 a.m. to 10 p.m.", SPA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-r-070", "diag.pass", "How much is a one-way adult ferry ticket?", "A one-way adult ticket costs £14.50.",
           {"ferry-fares": "A one-way adult ticket from Portwick to Elna Island costs £14.50. Bicycles travel free.",
            "ferry-times": "The first boat leaves Portwick at 6:45 a.m., and the last boat back from Elna Island leaves at 9:30 p.m."},
           ("ferry-fares",), "pass"),
    w.diag("en-r-071", "diag.missed", "What time does the archive reading room open?", "The provided documents don't say when the reading room opens.",
           {"archive-cards": "Visitors need a reader's card, which is issued free of charge on presentation of photo ID.",
            "archive-maps": "Original maps may only be viewed with a member of staff present."},
           ("archive-hours",), "fix_retrieval"),
    w.diag("en-r-072", "diag.correct_refusal", "Are pets allowed in Kestrel Hall?", "The available information doesn't say whether pets are allowed in Kestrel Hall.",
           {"dorm-guests": "Residents of Kestrel Hall must sign in every overnight guest at the front desk. Guests may stay a maximum of three nights per month.",
            "dorm-laundry": "The laundry room on the ground floor has eight washing machines and six dryers."},
           (), "correct_refusal"),
    w.diag("en-r-073", "diag.unfaithful", "How many wines are in the Hollowbrook tasting?", "The tour ends with a tasting of seven wines.",
           {"vineyard-tours": "Each Hollowbrook tour lasts 90 minutes and ends with a tasting of five wines.",
            "vineyard-tickets": "Tickets cost $28 per person."},
           ("vineyard-tours",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
