"""English cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling center, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CARS = "Harbor Point Car Rental at Portland International Airport is open every day from 6 a.m. to 11 p.m. Drivers must be at least 21 years old, and drivers under 25 pay a young-driver fee of $18 per day. Cars are handed over with a full tank; if a car comes back with less, refueling is charged at $4.50 per gallon. A spouse or domestic partner may be added as a second driver free of charge."
ADMISSIONS = "The Lakemont University admissions office accepts applications for fall 2025 until January 15, 2025. The application fee is $65, but it is waived for military veterans. Applicants must submit two letters of recommendation and an essay of up to 650 words. Decisions are mailed in late March, and admitted students have until May 1 to accept their offer."
PHARMACY = "Greene Street Pharmacy is open Monday to Saturday from 8 a.m. to 9 p.m. and is closed on Sundays. Prescriptions that a doctor phones in are usually ready within two hours. The pharmacist, Dr. Alicia Moreno, gives flu shots for $30 without an appointment, but children under 12 need one. Half of the shelf space is given to generic medicines."
CLIMBING = "Summit Wall climbing gym has 45 rope routes and a bouldering room with a 4.5-meter wall. A day pass costs $22, and climbing shoes can be rented for $6. Every new climber must take a 30-minute safety orientation before using the ropes. Children under 14 may climb only if an adult stays in the gym with them."
WEDDING = "Rosewood Manor hosts weddings of up to 180 guests in its main hall. The venue fee is $9,500 on Saturdays and $6,200 on any other day. Outdoor music must end at 10 p.m., but the party may continue indoors until midnight. Couples may bring their own caterer as long as the caterer is licensed and insured. A deposit of 25% of the venue fee secures the date."
RECYCLING = "The Millbrook Recycling Center on Quarry Road is open Tuesday to Sunday from 7:30 a.m. to 4 p.m. Glass, paper, metal and electronics are accepted free of charge, while mattresses cost $15 each. Hazardous waste such as paint and car batteries is taken only on the first Saturday of the month. Opened in 2009, the center handles about 2.4 million kilograms of material a year."
PIANO = "Margaret Lindqvist teaches piano at her studio on Elm Street. Lessons last 45 minutes and cost $55 each, or $200 for a block of four. She takes students from the age of six, and adults are welcome too. Lessons cancelled less than 24 hours in advance are charged in full. Every June her students give a recital at the Carver Library."
CINEMA = "The Orpheum Cinema has three screens, the largest of which seats 320 people. Regular tickets cost $13.50, and on Tuesdays every ticket is $8. The last show starts at 9:45 p.m. Outside food is not allowed, except for baby food. The Orpheum was founded in 1926 by the Hartley brothers and restored by the Daly family in 1998."
NIGHT_TRAIN = "The Northern Star night train leaves Chicago at 8:15 p.m. and arrives the next day at 11:40 a.m. in Denver, the capital of Colorado. A private sleeper room for two costs $420 and includes dinner and breakfast. Each passenger may bring two suitcases of up to 23 kg each. Pets are not allowed on board, except for service animals."
INTERNET = "Clearwave offers fiber internet at 500 Mbps for $49.99 a month with a 12-month contract. Installation is free for new customers who sign up online. The router remains Clearwave's property and must be returned within 30 days after the contract ends. Customer support can be reached by phone from 7 a.m. to 10 p.m., seven days a week."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-bh-001", "para.reorder", "When is Harbor Point Car Rental open?", "From 6 a.m. until 11 p.m., every day of the week, Harbor Point Car Rental is open.", CARS, True),
    w.faith("en-bh-002", "para.passive", "Who restored the Orpheum Cinema?", "The Daly family restored the Orpheum in 1998.", CINEMA, True),
    w.faith("en-bh-003", "para.synonym", "How many routes does Summit Wall have?", "The gym offers 45 rope routes.", CLIMBING, True),
    w.faith("en-bh-004", "para.nominal", "What happens if I cancel a piano lesson at the last minute?", "Cancellation less than 24 hours before the lesson means you pay the full price.", PIANO, True),
    w.faith("en-bh-005", "para.capital", "Where does the Northern Star end its trip?", "It arrives in Colorado's capital, Denver, at 11:40 a.m. the day after leaving Chicago.", NIGHT_TRAIN, True),
    w.faith("en-bh-006", "para.pronoun", "Who gives flu shots at Greene Street Pharmacy?", "The pharmacist, Dr. Alicia Moreno. She charges $30 per shot.", PHARMACY, True),
    w.faith("en-bh-007", "para.relative", "Do we have to use Rosewood Manor's caterer?", "No. You may bring your own caterer, who must be licensed and insured.", WEDDING, True),
    w.faith("en-bh-008", "para.part", "How fast is Clearwave's fiber internet?", "Clearwave's fiber runs at 500 Mbps.", INTERNET, True),
    w.faith("en-bh-009", "para.combine", "What does a ticket at the Orpheum cost, and how late are the films?", "A regular ticket is $13.50, and the last show of the evening starts at 9:45 p.m.", CINEMA, True),
    w.faith("en-bh-010", "fmt.number", "How many screens does the Orpheum have?", "It has 3 screens, and the biggest one seats 320 people.", CINEMA, True),
    w.faith("en-bh-011", "fmt.thousands", "How much is the venue fee at Rosewood Manor on a Saturday?", "On Saturdays the venue fee is $9500.", WEDDING, True),
    w.faith("en-bh-012", "fmt.scale", "How much material does the Millbrook center handle?", "Roughly 2,400 metric tons a year.", RECYCLING, True),
    w.faith("en-bh-013", "fmt.date", "What is the application deadline for fall 2025 at Lakemont?", "Applications are accepted until 2025-01-15.", ADMISSIONS, True),
    w.faith("en-bh-014", "fmt.time", "What time does the airport office close?", "It closes at 23:00.", CARS, True),
    w.faith("en-bh-015", "fmt.unit", "How heavy can my suitcases be on the Northern Star?", "Each of your two suitcases may weigh up to 23 kilograms.", NIGHT_TRAIN, True),
    w.faith("en-bh-016", "fmt.abbrev", "Who is the pharmacist at Greene Street?", "The pharmacist there is Doctor Alicia Moreno.", PHARMACY, True),
    w.faith("en-bh-017", "fmt.currency", "What does a single piano lesson cost?", "A single 45-minute lesson costs 55 dollars.", PIANO, True),
    w.faith("en-bh-018", "fmt.range", "How many guests fit in the main hall at Rosewood Manor?", "The main hall takes a maximum of 180 guests.", WEDDING, True),
    w.faith("en-bh-019", "fmt.period", "How long is the Clearwave contract?", "The contract runs for one year.", INTERNET, True),
    w.faith("en-bh-020", "fmt.share", "How big a deposit do we need to hold the date?", "A quarter of the venue fee secures your date.", WEDDING, True),
    w.faith("en-bh-021", "para.except", "Can I bring my own snacks to the Orpheum?", "No. Baby food is the only outside food you're allowed to bring in.", CINEMA, True),
    w.faith("en-bh-022", "wrap.opener", "What does a day pass at Summit Wall cost?", "Good question! A day pass is $22.", CLIMBING, True),
    w.faith("en-bh-023", "wrap.closer", "Does the Millbrook center take old mattresses?", "Yes, mattresses are accepted for $15 each. I hope this helps!", RECYCLING, True),
    w.faith("en-bh-024", "wrap.attribution", "Is there any way to avoid the Lakemont application fee?", "According to the admissions office, the $65 fee is waived for military veterans.", ADMISSIONS, True),
    w.faith("en-bh-025", "wrap.hedge", "When do Margaret Lindqvist's students perform?", "I believe they give a recital every June at the Carver Library.", PIANO, True),
    w.faith("en-bh-026", "wrap.question", "When can I call Clearwave support?", "Support is available by phone from 7 a.m. to 10 p.m., seven days a week. Would you like the installation details as well?", INTERNET, True),
    w.faith("en-bh-027", "value.number", "Is there a discount if I book several piano lessons?", "Yes, a block of five lessons costs $200.", PIANO, False),
    w.faith("en-bh-028", "value.date", "How long do admitted students have to accept their offer?", "Admitted students have until June 1 to accept.", ADMISSIONS, False),
    w.faith("en-bh-029", "value.time", "When does the Northern Star leave Chicago?", "It departs from Chicago at 8:15 a.m.", NIGHT_TRAIN, False),
    w.faith("en-bh-030", "value.unit", "How tall is the bouldering wall at Summit Wall?", "The wall in the bouldering room is 4.5 feet high.", CLIMBING, False),
    w.faith("en-bh-031", "value.currency", "How much is the young-driver fee?", "Drivers under 25 pay $28 per day.", CARS, False),
    w.faith("en-bh-032", "role.swap", "Who founded the Orpheum?", "The Daly family founded it in 1926.", CINEMA, False),
    w.faith("en-bh-033", "negation", "Does my 10-year-old need an appointment for a flu shot?", "No, children under 12 don't need an appointment for a flu shot.", PHARMACY, False),
    w.faith("en-bh-034", "antonym", "Do I have to pay to drop off glass at Millbrook?", "Yes, glass is accepted, but there is a charge for it.", RECYCLING, False),
    w.faith("en-bh-035", "modality", "Is the safety orientation at Summit Wall mandatory?", "It's recommended for new climbers, but not required.", CLIMBING, False),
    w.faith("en-bh-036", "quantifier", "Does the Millbrook Recycling Center charge for anything?", "No, everything you bring is accepted free of charge.", RECYCLING, False),
    w.faith("en-bh-037", "value.except", "Can I bring my service dog on the night train?", "No, no animals are allowed on the Northern Star, service animals included.", NIGHT_TRAIN, False),
    w.faith("en-bh-038", "direction", "When do I have to return the Clearwave router?", "The router has to be sent back within 30 days before your contract ends.", INTERNET, False),
    w.faith("en-bh-039", "added.fact", "How long are Margaret Lindqvist's lessons?", "Lessons last 45 minutes, and the first one is free.", PIANO, False),
    w.faith("en-bh-040", "added.entity", "Who gives flu shots at Greene Street Pharmacy?", "Dr. Alicia Moreno and her colleague Tom Becker both give flu shots there.", PHARMACY, False),
    w.faith("en-bh-041", "mixed", "Is installation free with Clearwave?", "Yes, installation is free for new customers who sign up online, and the first month of service costs nothing either.", INTERNET, False),
    w.faith("en-bh-042", "value.number", "How many recommendation letters does Lakemont want?", "You need to submit three letters of recommendation along with your essay.", ADMISSIONS, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-bh-043", "refusal.plain", "Does Harbor Point rent out electric cars?", "I'm sorry, I don't have that information.", CARS, True),
    w.refusal("en-bh-044", "refusal.context", "Is there parking at Rosewood Manor?", "The provided documents don't say anything about parking at Rosewood Manor.", WEDDING, True),
    w.refusal("en-bh-045", "refusal.short", "Does the Orpheum show films in 3D?", "No idea.", CINEMA, True),
    w.refusal("en-bh-046", "refusal.long", "Does Margaret Lindqvist teach online?", "Thanks for asking. Unfortunately, the information I have doesn't mention online lessons, so I can't tell you whether she offers them. I'd suggest contacting her studio directly.", PIANO, True),
    w.refusal("en-bh-047", "refusal.hedged", "How much is shoe rental at Summit Wall?", "I'm not completely sure, but I think renting shoes costs $6.", CLIMBING, False),
    w.refusal("en-bh-048", "refusal.partial", "What are Greene Street Pharmacy's hours, and does it deliver?", "It's open Monday to Saturday from 8 a.m. to 9 p.m. The documents don't say whether it offers delivery.", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-bh-049", "correct.wordy", "Who teaches piano at the Elm Street studio?", "The piano lessons at the studio on Elm Street are taught by Margaret Lindqvist.", "Margaret Lindqvist.", True),
    w.correct("en-bh-050", "correct.short", "When does the Northern Star arrive in Denver?", "At 11:40 a.m. the next day.", "The Northern Star leaves Chicago at 8:15 p.m. and arrives in Denver at 11:40 a.m. the following day.", True),
    w.correct("en-bh-051", "correct.format", "What is the application fee at Lakemont University?", "Sixty-five dollars.", "$65.", True),
    w.correct("en-bh-052", "wrong.value", "How much is a ticket at the Orpheum on Tuesdays?", "On Tuesdays a ticket costs $12.", "$8.", False),
    w.correct("en-bh-053", "wrong.echo", "On which day is hazardous waste accepted at the recycling center?", "Hazardous waste is accepted at the recycling center on any day it is open.", "Only on the first Saturday of the month.", False),
    w.correct("en-bh-054", "wrong.role", "Who restored the Orpheum Cinema?", "The Hartley brothers restored it in 1998.", "The Daly family restored it in 1998; the Hartley brothers had founded it in 1926.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-bh-055", "relevant.direct", "When can I pick up a prescription my doctor phoned in?", "Usually within two hours of the call.", PHARMACY, True),
    w.relevant("en-bh-056", "relevant.yesno", "Can my 12-year-old climb at Summit Wall?", "Yes, as long as an adult stays in the gym with them.", CLIMBING, True),
    w.relevant("en-bh-057", "offtopic.true", "How fast is Clearwave's fiber internet?", "Customer support can be reached by phone from 7 a.m. to 10 p.m.", INTERNET, False),
    w.relevant("en-bh-058", "offtopic.other", "Until what time can music play outdoors at Rosewood Manor?", "Couples may bring their own caterer if it is licensed and insured.", WEDDING, False),
    w.relevant("en-bh-059", "relevant.direct", "What comes with a sleeper room on the Northern Star?", "Dinner and breakfast are included.", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-bh-060", "diag.pass", "What does a day pass at Summit Wall cost?", "A day pass costs $22.", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("en-bh-061", "diag.offtopic", "How long does a piano lesson with Margaret Lindqvist last?", "Her students give a recital every June at the Carver Library.", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("en-bh-062", "diag.unfaithful", "What time does Harbor Point Car Rental open?", "It opens at 8 a.m.", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("en-bh-063", "diag.refused", "How much is the venue fee at Rosewood Manor on Saturdays?", "I'm sorry, I don't have that information.", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("en-bh-064", "diag.missed", "Until what time is Clearwave's support line open?", "I don't know.", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("en-bh-065", "diag.correct_refusal", "What is the Wi-Fi password at the Orpheum Cinema?", "I'm sorry, the documents don't say.", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("en-bh-066", "diag.should_refuse", "Do the sleeper rooms on the Northern Star have showers?", "Yes, every sleeper room has its own private shower.", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
