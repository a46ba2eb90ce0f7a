"""Fresh set D, English: plain cases written from the phenomena of
:data:`plain_suite.case.PHENOMENA` (every one of them at least once), with invented
company and organisation documents, written without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAG = (
    "Skyline Air allows each economy passenger one checked bag of up to 23 kg free of charge. A second "
    "checked bag costs $45 per flight. Cabin bags must not exceed 8 kg and must fit in the overhead bin. "
    "Bags over 32 kg are not accepted."
)
AIR = (
    "Skyline Air has its headquarters in Lisbon, the capital of Portugal. The airline was founded in 2004 "
    "and flies to 38 destinations."
)
ZOO = (
    "Harbor Point Zoo is open every day except Christmas Day, from 9:00 to 17:30. An adult ticket costs "
    "$24, and children under 4 enter free. The penguin feeding takes place at 14:15 in the Polar Hall."
)
POWER = (
    "Northvale Energy bills its customers every two months. Electricity costs 29.5 cents per kWh, plus a "
    "standing charge of 38 cents per day. Half of the electricity Northvale supplies comes from wind "
    "farms. Customers who switch to paperless billing receive a 5 % discount."
)
RENT = (
    "Under this contract, the tenant, Maria Costa, rents the flat at 12 Elm Street from the landlord, "
    "Peter Grant. The monthly rent is €1,150, due on the first day of each month. The tenant must give "
    "three months' notice in writing. Pets are allowed only with the landlord's written consent."
)
VENUE = (
    "The Blue Hall holds 2,400 standing guests. Doors open at 18:30, and concerts start at 20:00. Smoking "
    "is prohibited everywhere except in the courtyard. Bags larger than A4 are not allowed inside."
)
LICENCE = (
    "A Corvid Studio licence may be installed on up to three computers. The licence is valid for 12 months "
    "from the date of purchase. Updates are free during this period, and phone support is available only "
    "to Business customers."
)
POST = (
    "Swiftpost delivers Priority letters within the country on the next working day. Swiftpost charges "
    "£4.20 to send a parcel of up to 2 kg. Post offices are closed on Sundays and public holidays."
)
WINE = (
    "Louis Verlaine founded the Château Verlaine estate in 1872. The estate covers 45 hectares on the "
    "south bank of the Garonne. Tastings are held on Saturdays at 11:00 and cost €15 per person."
)
DOG = (
    "Pawsitive Dog School runs beginner courses of eight weekly lessons. Each lesson lasts 60 minutes. "
    "Dogs must be at least four months old and fully vaccinated. The course fee is $180."
)
CAMP = (
    "Camp Wildpine welcomes children aged 8 to 14. Each session lasts two weeks and costs $1,200. Campers "
    "sleep in cabins of six, and a counsellor stays in every cabin."
)
CAR = (
    "ZipCar Go members pay $0.35 per minute while driving. Parking in the home zone is free. A single trip "
    "may last at most 48 hours. Drivers must be at least 21 years old and have held a licence for two "
    "years."
)
THEATRE = (
    "The Royal Crescent Theatre stages Hamlet from 3 March to 28 April 2025. Evening performances begin at "
    "19:30, with Saturday matinees at 14:00. The production is directed by Helen Ward, and Tom Baines "
    "plays Hamlet."
)
SOLAR = (
    "SunRise Solar installs a typical home system of 12 panels in one day. Each panel produces up to 400 "
    "watts. The panels come with a 25-year performance warranty, and the inverter comes with a 10-year "
    "warranty."
)
BAKERY = (
    "Golden Crust has 42 bakeries in the United Kingdom. All bread is baked on site every morning before 6 "
    "a.m. The chain was founded in Leeds in 1986 by Sarah Hill."
)
FAMILY = (
    "Otto Brandt founded the Brandt furniture workshop in 1921. In 1958 his daughter Greta took over the "
    "workshop. Greta had married the carpenter Hans Keller in 1950."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "en-d-001", "para.reorder",
        "When is Harbor Point Zoo open?",
        "From 9:00 to 17:30, Harbor Point Zoo is open every day except Christmas Day.",
        ZOO, True,
    ),
    w.faith(
        "en-d-002", "para.passive",
        "Who founded Château Verlaine?",
        "The Château Verlaine estate was founded by Louis Verlaine in 1872.",
        WINE, True,
    ),
    w.faith(
        "en-d-003", "para.synonym",
        "How often does Northvale Energy bill its customers?",
        "Northvale Energy sends its customers a bill every two months.",
        POWER, True,
    ),
    w.faith(
        "en-d-004", "para.nominal",
        "On how many computers can I install Corvid Studio?",
        "Installation of a Corvid Studio licence is permitted on up to three computers.",
        LICENCE, True,
    ),
    w.faith(
        "en-d-005", "para.capital",
        "Where is Skyline Air based?",
        "Skyline Air has its headquarters in Lisbon, which is Portugal's capital.",
        AIR, True,
    ),
    w.faith(
        "en-d-006", "para.pronoun",
        "Who is Helen Ward?",
        "She is the director of the Royal Crescent Theatre's production of Hamlet.",
        THEATRE, True,
    ),
    w.faith(
        "en-d-007", "para.relative",
        "Whom did Greta marry?",
        "Greta, who took over the Brandt furniture workshop in 1958, married the carpenter Hans Keller in "
        "1950.",
        FAMILY, True,
    ),
    w.faith(
        "en-d-008", "para.part",
        "How much is a second checked bag on Skyline Air?",
        "A second checked bag costs $45 per flight.",
        BAG, True,
    ),
    w.faith(
        "en-d-009", "para.combine",
        "Tell me about Hamlet at the Royal Crescent Theatre.",
        "Hamlet, directed by Helen Ward, runs at the Royal Crescent Theatre from 3 March to 28 April 2025.",
        THEATRE, True,
    ),
    w.faith(
        "en-d-010", "fmt.number",
        "How many lessons are in the beginner course?",
        "The beginner course at Pawsitive Dog School consists of 8 weekly lessons.",
        DOG, True,
    ),
    w.faith(
        "en-d-011", "fmt.thousands",
        "How many people fit in the Blue Hall?",
        "The Blue Hall holds 2400 standing guests.",
        VENUE, True,
    ),
    w.faith(
        "en-d-012", "fmt.scale",
        "How much power does one SunRise panel produce?",
        "Each panel produces up to 0.4 kilowatts.",
        SOLAR, True,
    ),
    w.faith(
        "en-d-013", "fmt.date",
        "When is Hamlet on at the Royal Crescent Theatre?",
        "Hamlet is on at the Royal Crescent Theatre from March 3 to April 28, 2025.",
        THEATRE, True,
    ),
    w.faith(
        "en-d-014", "fmt.time",
        "What time do concerts start at the Blue Hall?",
        "Concerts at the Blue Hall start at 8 p.m.",
        VENUE, True,
    ),
    w.faith(
        "en-d-015", "fmt.unit",
        "How large is the Château Verlaine estate?",
        "The Château Verlaine estate covers 45 ha on the south bank of the Garonne.",
        WINE, True,
    ),
    w.faith(
        "en-d-016", "fmt.abbrev",
        "How many bakeries does Golden Crust have?",
        "Golden Crust has 42 bakeries in the UK.",
        BAKERY, True,
    ),
    w.faith(
        "en-d-017", "fmt.currency",
        "How much does ZipCar Go charge for driving?",
        "ZipCar Go members pay 35 cents per minute while driving.",
        CAR, True,
    ),
    w.faith(
        "en-d-018", "fmt.range",
        "How long can a ZipCar Go trip last?",
        "A single ZipCar Go trip is limited to a maximum of 48 hours.",
        CAR, True,
    ),
    w.faith(
        "en-d-019", "fmt.period",
        "How long is a Corvid Studio licence valid?",
        "A Corvid Studio licence is valid for one year from the date of purchase.",
        LICENCE, True,
    ),
    w.faith(
        "en-d-020", "fmt.share",
        "Where does Northvale's electricity come from?",
        "50 % of the electricity Northvale supplies comes from wind farms.",
        POWER, True,
    ),
    w.faith(
        "en-d-021", "para.except",
        "Can I visit Harbor Point Zoo on Christmas Day?",
        "No, Harbor Point Zoo is closed on Christmas Day.",
        ZOO, True,
    ),
    w.faith(
        "en-d-022", "wrap.opener",
        "How much does it cost to send a 2 kg parcel with Swiftpost?",
        "Sure! Swiftpost charges £4.20 to send a parcel of up to 2 kg.",
        POST, True,
    ),
    w.faith(
        "en-d-023", "wrap.closer",
        "How much does Camp Wildpine cost?",
        "Each session at Camp Wildpine costs $1,200. I hope this helps!",
        CAMP, True,
    ),
    w.faith(
        "en-d-024", "wrap.attribution",
        "What is the monthly rent for the flat at 12 Elm Street?",
        "According to the rental contract, the monthly rent is €1,150.",
        RENT, True,
    ),
    w.faith(
        "en-d-025", "wrap.hedge",
        "Can my dog join the beginner course?",
        "As far as I can tell, dogs must be at least four months old and fully vaccinated.",
        DOG, True,
    ),
    w.faith(
        "en-d-026", "wrap.question",
        "What warranty comes with SunRise panels?",
        "The panels come with a 25-year performance warranty. Would you like to know about the inverter "
        "warranty as well?",
        SOLAR, True,
    ),
    w.faith(
        "en-d-027", "value.number",
        "How many campers share a cabin at Camp Wildpine?",
        "Campers sleep in cabins of eight, and a counsellor stays in every cabin.",
        CAMP, False,
    ),
    w.faith(
        "en-d-028", "value.date",
        "When was Château Verlaine founded?",
        "Louis Verlaine founded the Château Verlaine estate in 1827.",
        WINE, False,
    ),
    w.faith(
        "en-d-029", "value.time",
        "When is the penguin feeding at Harbor Point Zoo?",
        "The penguin feeding takes place at 4:15 p.m. in the Polar Hall.",
        ZOO, False,
    ),
    w.faith(
        "en-d-030", "value.unit",
        "What is the free baggage allowance on Skyline Air?",
        "Each economy passenger may check one bag of up to 23 lb free of charge.",
        BAG, False,
    ),
    w.faith(
        "en-d-031", "value.currency",
        "How much does the Pawsitive beginner course cost?",
        "The beginner course fee is £180.",
        DOG, False,
    ),
    w.faith(
        "en-d-032", "role.swap",
        "Who took over the Brandt workshop in 1958?",
        "In 1958 Otto Brandt took over the workshop from his daughter Greta.",
        FAMILY, False,
    ),
    w.faith(
        "en-d-033", "negation",
        "Can I bring a large bag into the Blue Hall?",
        "Bags larger than A4 are allowed inside the Blue Hall.",
        VENUE, False,
    ),
    w.faith(
        "en-d-034", "antonym",
        "Do I pay for parking a ZipCar Go car?",
        "You have to pay for parking in the home zone.",
        CAR, False,
    ),
    w.faith(
        "en-d-035", "modality",
        "Does my dog need to be vaccinated for the course?",
        "Vaccination is recommended, but it is not required.",
        DOG, False,
    ),
    w.faith(
        "en-d-036", "quantifier",
        "Who can get phone support for Corvid Studio?",
        "Phone support is available to all Corvid Studio customers.",
        LICENCE, False,
    ),
    w.faith(
        "en-d-037", "value.except",
        "Where can I smoke at the Blue Hall?",
        "Smoking is prohibited in the courtyard of the Blue Hall.",
        VENUE, False,
    ),
    w.faith(
        "en-d-038", "direction",
        "When is Golden Crust's bread baked?",
        "All bread is baked on site every morning after 6 a.m.",
        BAKERY, False,
    ),
    w.faith(
        "en-d-039", "added.fact",
        "How much are tickets for Harbor Point Zoo?",
        "An adult ticket costs $24, and children under 4 enter free. Seniors pay half price.",
        ZOO, False,
    ),
    w.faith(
        "en-d-040", "added.entity",
        "Who is in the cast of Hamlet at the Royal Crescent Theatre?",
        "Tom Baines plays Hamlet, and Laura Finch plays Ophelia.",
        THEATRE, False,
    ),
    w.faith(
        "en-d-041", "mixed",
        "Tell me about SunRise panels.",
        "Each panel produces up to 400 watts, and the inverter comes with a 25-year warranty.",
        SOLAR, False,
    ),
    w.faith(
        "en-d-042", "value.number",
        "Is there a discount for paperless billing at Northvale Energy?",
        "Yes, customers who switch to paperless billing receive a 10 % discount.",
        POWER, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "en-d-043", "refusal.plain",
        "Does Skyline Air allow pets in the cabin?",
        "I'm sorry, I don't have that information.",
        BAG, True,
    ),
    w.refusal(
        "en-d-044", "refusal.context",
        "How much is parking at Harbor Point Zoo?",
        "The provided documents don't mention parking at Harbor Point Zoo, so I can't answer that.",
        ZOO, True,
    ),
    w.refusal(
        "en-d-045", "refusal.short",
        "Who designed the Blue Hall?",
        "No idea, sorry.",
        VENUE, True,
    ),
    w.refusal(
        "en-d-046", "refusal.long",
        "Can I bring my own wine to a tasting at Château Verlaine?",
        "Thank you for your question. Unfortunately, the information I have about Château Verlaine does "
        "not say whether guests may bring their own wine. I would recommend contacting the estate "
        "directly before your visit. Enjoy the tasting!",
        WINE, True,
    ),
    w.refusal(
        "en-d-047", "refusal.hedged",
        "What time do the Saturday matinees of Hamlet start?",
        "I'm not entirely sure, but I think the Saturday matinees start at 14:00.",
        THEATRE, False,
    ),
    w.refusal(
        "en-d-048", "refusal.partial",
        "What are Golden Crust's opening hours, and how many bakeries does it have?",
        "The documents don't give the opening hours, but Golden Crust has 42 bakeries in the United "
        "Kingdom.",
        BAKERY, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "en-d-049", "correct.wordy",
        "Who took over the Brandt furniture workshop in 1958?",
        "In 1958 the Brandt furniture workshop was taken over by Greta, the daughter of its founder, Otto "
        "Brandt.",
        "Greta, Otto Brandt's daughter.",
        True,
    ),
    w.correct(
        "en-d-050", "correct.short",
        "How heavy may a free checked bag be on Skyline Air?",
        "Up to 23 kg.",
        "Each economy passenger may check one bag of up to 23 kg free of charge.",
        True,
    ),
    w.correct(
        "en-d-051", "correct.format",
        "When is the last day of the Hamlet run?",
        "The run ends on April 28, 2025.",
        "28 April 2025",
        True,
    ),
    w.correct(
        "en-d-052", "wrong.value",
        "How much notice must the tenant give?",
        "The tenant must give one month's notice in writing.",
        "Three months' notice in writing.",
        False,
    ),
    w.correct(
        "en-d-053", "wrong.echo",
        "How long does a session at Camp Wildpine last?",
        "A session at Camp Wildpine lasts for the length of a Camp Wildpine session.",
        "Two weeks.",
        False,
    ),
    w.correct(
        "en-d-054", "wrong.role",
        "Who directs Hamlet at the Royal Crescent Theatre?",
        "Tom Baines directs it.",
        "Helen Ward.",
        False,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "en-d-055", "relevant.direct",
        "How big is the Blue Hall?",
        "It holds 2,400 standing guests.",
        VENUE, True,
    ),
    w.relevant(
        "en-d-056", "relevant.direct",
        "When do I pay the rent?",
        "It is due on the first day of each month.",
        RENT, True,
    ),
    w.relevant(
        "en-d-057", "relevant.yesno",
        "Can I keep a ZipCar Go car for a two-day trip?",
        "Yes, a single trip may last up to 48 hours.",
        CAR, True,
    ),
    w.relevant(
        "en-d-058", "offtopic.true",
        "How much does a tasting at Château Verlaine cost?",
        "The estate covers 45 hectares on the south bank of the Garonne.",
        WINE, False,
    ),
    w.relevant(
        "en-d-059", "offtopic.other",
        "How old must I be to drive a ZipCar Go car?",
        "Driving costs $0.35 per minute, and parking in the home zone is free.",
        CAR, False,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "en-d-060", "diag.pass",
        "What time do the doors open at the Blue Hall?",
        "Doors open at 18:30.",
        {"venue-1": VENUE, "post-2": POST},
        ("venue-1",), "pass",
    ),
    w.diag(
        "en-d-061", "diag.offtopic",
        "How old must children be to attend Camp Wildpine?",
        "Each session costs $1,200.",
        {"camp-1": CAMP},
        ("camp-1",), "fix_generation",
    ),
    w.diag(
        "en-d-062", "diag.unfaithful",
        "How long is a Corvid Studio licence valid?",
        "The licence is valid for 24 months from the date of purchase.",
        {"licence-1": LICENCE},
        ("licence-1",), "fix_generation",
    ),
    w.diag(
        "en-d-063", "diag.refused",
        "How many bakeries does Golden Crust have?",
        "I'm sorry, the documents don't say how many bakeries Golden Crust has.",
        {"bakery-1": BAKERY, "zoo-3": ZOO},
        ("bakery-1",), "fix_generation",
    ),
    w.diag(
        "en-d-064", "diag.missed",
        "How much does a second checked bag cost on Skyline Air?",
        "I couldn't find that in the available documents.",
        {"post-1": POST, "car-4": CAR},
        ("bag-1",), "fix_retrieval",
    ),
    w.diag(
        "en-d-065", "diag.correct_refusal",
        "Does Harbor Point Zoo have an aquarium?",
        "The documents don't say whether Harbor Point Zoo has an aquarium.",
        {"zoo-1": ZOO},
        (), "correct_refusal",
    ),
    w.diag(
        "en-d-066", "diag.should_refuse",
        "What is the parking fee at Harbor Point Zoo?",
        "Parking at Harbor Point Zoo costs $8 per day.",
        {"zoo-1": ZOO},
        (), "should_refuse",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
