"""Fresh set ch, English: the Strikeline Lanes bowling alley (Dayton), Heron Cottage holiday
rental (Keswick), the Riverside Community Choir Festival (Dublin), the Lindenport City Museum
Pass, Haulright moving van rental, Paws & Praise Dog School (Leeds), Camp Tallpine summer camp
for teenagers (Ontario), the Second Stitch vintage clothing market, the Ember Glass Studio
glass-blowing workshop (Portland) and Northfield Regional Airport parking."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BOWLING = (
    "Strikeline Lanes in Dayton has 16 lanes and opens at 11 a.m. every day except Tuesday, when it is closed. "
    "A game costs $6.50 per person before 5 p.m. and $8 per person after 5 p.m. "
    "Shoe rental is $3.25 a pair and is free for children under 10. "
    "Groups of 8 or more players must book a lane at least 24 hours in advance. "
    "The manager, Rita Okafor, runs a league on Thursday evenings starting at 7:30 p.m. "
    "Lanes 15 and 16 have bumpers and ramps for young bowlers."
)

COTTAGE = (
    "Heron Cottage, near Keswick in the Lake District, sleeps up to 6 guests in 3 bedrooms. "
    "Check-in is from 4 p.m. and check-out is by 10 a.m. "
    "The minimum stay is 3 nights, except in July and August, when the cottage is let only by the full week, Saturday to Saturday. "
    "The nightly rate is £145, and the owner, Martin Shaw, charges a refundable damage deposit of £200 at booking. "
    "He allows up to 2 dogs for an extra £15 per dog per stay. "
    "The nearest shop is 1.2 km from the cottage."
)

CHOIR = (
    "The Riverside Community Choir Festival takes place on 14 and 15 June 2025 at St. Anne's Hall in Dublin. "
    "Twelve choirs will take part, and each may sing for no more than 15 minutes. "
    "Registration for choirs closes on 30 April, and the entry fee is €40 per choir. "
    "Audience tickets cost €10 for one day or €16 for both days, and children under 12 get in free. "
    "The festival director, Aoife Brennan, has announced that the closing concert starts at 8 p.m. on Sunday."
)

MUSEUM = (
    "The Lindenport City Museum Pass gives entry to 7 museums and is valid for 72 hours from its first use. "
    "It costs $39 for adults and $19 for students with a valid ID card, and children under 6 do not need a pass. "
    "Pass holders get 10% off in the museum shops, but not in the cafés. "
    "The Maritime Museum, one of the 7, is closed on Mondays. "
    "Passes can be bought online or at the tourist office on Harbour Street, which is open from 9:00 to 17:30."
)

VAN = (
    "Haulright rents out moving vans in three sizes: small (9 m³), medium (14 m³) and large (20 m³). "
    "The medium van costs $79 per day plus $0.45 per mile. "
    "Drivers must be at least 21 years old and must have held a driving licence for at least 2 years. "
    "Vans must be returned with a full tank; otherwise a refuelling fee of $25 is charged on top of the fuel. "
    "Customer service, led by Dana Pruitt, takes calls from 7 a.m. to 9 p.m., and a hand truck can be added for $10 per rental."
)

DOG_SCHOOL = (
    "Paws & Praise Dog School in Leeds runs a puppy course of 6 weekly sessions for puppies aged 10 to 20 weeks. "
    "Each session lasts 45 minutes, and groups are limited to 8 dogs. "
    "The course costs £120, and vaccinations must be up to date before the first session. "
    "Head trainer Sophie Grant teaches the Saturday 9:30 a.m. group, while her colleague Tom Reilly teaches the Wednesday 6 p.m. group. "
    "Dogs that show aggression may be moved to private lessons at £35 per hour."
)

CAMP = (
    "Camp Tallpine, on Lake Moira in Ontario, hosts teenagers aged 13 to 17 in two-week sessions. "
    "The first session runs from 6 July to 19 July 2025 and costs $1,850 CAD, including meals and canoe lessons. "
    "Mobile phones are collected on arrival and handed back on the last day. "
    "Campers may call home on Sundays between 4 p.m. and 6 p.m. "
    "The camp director, Elena Novak, requires every camper to pass a 100-metre swim test before canoeing. "
    "Each cabin houses up to 8 campers and 2 counsellors."
)

MARKET = (
    "The Second Stitch vintage clothing market is held on the first Sunday of every month in the old tram depot on Kelvin Road. "
    "It opens at 10 a.m. and closes at 4 p.m.; entry costs $3 and is free for under-16s. "
    "About 60 stalls sell clothes from the 1950s to the 1990s. "
    "A stall costs $45 per market, and traders must be set up by 9:15 a.m. "
    "The organiser, Priya Nair, accepts only cash for stall fees, although most traders take cards."
)

GLASS = (
    "Ember Glass Studio in Portland offers a 3-hour introductory glass-blowing workshop every Saturday at 1 p.m. "
    "The workshop costs $95, with at most 4 participants per instructor. "
    "Participants must be at least 16 years old and must wear closed-toe shoes and cotton clothing. "
    "Each person makes two pieces, a paperweight and a small bowl, which cool overnight and can be collected from 10 a.m. the next day. "
    "The studio's founder, Marcus Lee, teaches the class himself, and cancellations made less than 48 hours ahead are not refunded."
)

PARKING = (
    "Northfield Regional Airport offers three kinds of parking. "
    "The short-stay car park costs $4 per hour, up to a maximum of $30 per day, and it is the only car park with electric vehicle charging. "
    "The long-stay car park costs $12 per day or $70 for a full week, and a free shuttle bus runs from it to the terminal every 15 minutes between 4:30 a.m. and midnight. "
    "Valet parking costs $25 per day and must be booked at least 24 hours before departure. "
    "In the drop-off zone, the first 10 minutes are free."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-ch-001", "para.reorder", "How much is shoe rental at Strikeline Lanes?", "For children under 10 shoe rental is free; everyone else pays $3.25 a pair.", BOWLING, True),
    w.faith("en-ch-002", "para.passive", "Is a deposit required for Heron Cottage?", "Yes. A refundable damage deposit of £200 is charged at booking by the owner, Martin Shaw.", COTTAGE, True),
    w.faith("en-ch-003", "para.synonym", "How long can each choir perform at the festival?", "Every choir can perform for a maximum of 15 minutes.", CHOIR, True),
    w.faith("en-ch-004", "para.nominal", "How long is the Lindenport museum pass valid?", "The pass has a validity of 72 hours, counted from its first use.", MUSEUM, True),
    w.faith("en-ch-005", "para.capital", "Where is the choir festival held?", "It is held at St. Anne's Hall in the Irish capital.", CHOIR, True),
    w.faith("en-ch-006", "para.pronoun", "Who teaches the Saturday puppy group?", "Sophie Grant does. She is the head trainer, and she takes the group at 9:30 a.m.", DOG_SCHOOL, True),
    w.faith("en-ch-007", "para.relative", "Who teaches the glass-blowing workshop?", "The class is taught by Marcus Lee, who founded Ember Glass Studio.", GLASS, True),
    w.faith("en-ch-008", "para.part", "What do participants make in the workshop?", "One of the two pieces each participant makes is a small bowl.", GLASS, True),
    w.faith("en-ch-009", "para.combine", "What are the phone rules at Camp Tallpine?", "Phones are collected when campers arrive and handed back on the last day, and campers may call home on Sundays between 4 and 6 p.m.", CAMP, True),
    w.faith("en-ch-010", "fmt.number", "How many lanes does Strikeline Lanes have?", "It has sixteen lanes.", BOWLING, True),
    w.faith("en-ch-011", "fmt.thousands", "How much does the first session at Camp Tallpine cost?", "The first session costs $1850 CAD, with meals and canoe lessons included.", CAMP, True),
    w.faith("en-ch-012", "fmt.scale", "How far is the nearest shop from Heron Cottage?", "The nearest shop is 1,200 metres from the cottage.", COTTAGE, True),
    w.faith("en-ch-013", "fmt.date", "When does the choir festival take place?", "The festival takes place on 2025-06-14 and 2025-06-15.", CHOIR, True),
    w.faith("en-ch-014", "fmt.time", "What time does the glass-blowing workshop start?", "The workshop starts every Saturday at 13:00.", GLASS, True),
    w.faith("en-ch-015", "fmt.unit", "How big is Haulright's large van?", "The large van holds 20 cubic metres.", VAN, True),
    w.faith("en-ch-016", "fmt.abbrev", "Where can I charge an electric car at the airport?", "EV charging is available only in the short-stay car park.", PARKING, True),
    w.faith("en-ch-017", "fmt.currency", "How much does the adult museum pass cost?", "An adult pass costs 39 dollars.", MUSEUM, True),
    w.faith("en-ch-018", "fmt.range", "What is the most I would pay for a day in the short-stay car park?", "The short-stay car park charges $4 an hour, but never more than $30 for a day.", PARKING, True),
    w.faith("en-ch-019", "fmt.period", "How long is each session at Camp Tallpine?", "Each session lasts 14 days.", CAMP, True),
    w.faith("en-ch-020", "fmt.share", "Do pass holders get a discount in the museum shops?", "Yes, pass holders get one tenth off in the museum shops, though not in the cafés.", MUSEUM, True),
    w.faith("en-ch-021", "para.except", "On which days is Strikeline Lanes open?", "It is closed on Tuesdays; on all the other days it opens at 11 a.m.", BOWLING, True),
    w.faith("en-ch-022", "wrap.opener", "How much is the puppy course at Paws & Praise?", "Great question! The puppy course costs £120.", DOG_SCHOOL, True),
    w.faith("en-ch-023", "wrap.closer", "What are the opening hours of the Second Stitch market?", "The market runs from 10 a.m. to 4 p.m. Enjoy your visit!", MARKET, True),
    w.faith("en-ch-024", "wrap.attribution", "How often does the airport shuttle bus run?", "According to the document, the free shuttle runs from the long-stay car park to the terminal every 15 minutes between 4:30 a.m. and midnight.", PARKING, True),
    w.faith("en-ch-025", "wrap.hedge", "What time is check-out at Heron Cottage?", "I think check-out is by 10 a.m.", COTTAGE, True),
    w.faith("en-ch-026", "wrap.question", "How much does a stall at the vintage market cost?", "A stall costs $45 per market, and the organiser takes the fee in cash only. Would you like to know when traders need to be set up?", MARKET, True),
    w.faith("en-ch-027", "value.number", "How many dogs can join a puppy group?", "Puppy groups are limited to 10 dogs.", DOG_SCHOOL, False),
    w.faith("en-ch-028", "value.date", "When does the first session at Camp Tallpine start?", "The first session starts on 13 July 2025.", CAMP, False),
    w.faith("en-ch-029", "value.time", "When does the Thursday league at Strikeline Lanes start?", "Rita Okafor's league starts at 8:30 p.m. on Thursdays.", BOWLING, False),
    w.faith("en-ch-030", "value.unit", "What swim test must campers pass before canoeing?", "Every camper must pass a 100-yard swim test before canoeing.", CAMP, False),
    w.faith("en-ch-031", "value.currency", "How much does the medium van cost per day?", "The medium van costs £79 per day.", VAN, False),
    w.faith("en-ch-032", "role.swap", "Who teaches the two puppy groups?", "Tom Reilly teaches the Saturday 9:30 a.m. group, and Sophie Grant teaches the Wednesday 6 p.m. group.", DOG_SCHOOL, False),
    w.faith("en-ch-033", "negation", "Do I get a refund if I cancel the workshop the day before?", "Yes, cancellations made less than 48 hours ahead are refunded.", GLASS, False),
    w.faith("en-ch-034", "antonym", "Do children need a museum pass?", "Children over 6 do not need a pass.", MUSEUM, False),
    w.faith("en-ch-035", "modality", "Do I have to book valet parking in advance?", "No, you may book valet parking 24 hours before departure if you wish, but you don't have to.", PARKING, False),
    w.faith("en-ch-036", "quantifier", "Can I pay by card at the market stalls?", "Yes, all the traders at the market take cards.", MARKET, False),
    w.faith("en-ch-037", "value.except", "What is the minimum stay at Heron Cottage?", "The minimum stay is 3 nights all year round, July and August included.", COTTAGE, False),
    w.faith("en-ch-038", "direction", "How much does a game cost in the evening after 5 p.m.?", "After 5 p.m. a game costs $6.50 per person.", BOWLING, False),
    w.faith("en-ch-039", "added.fact", "Where is the vintage market held?", "It is held in the old tram depot on Kelvin Road, which has free parking for visitors.", MARKET, False),
    w.faith("en-ch-040", "added.entity", "Who announced the start time of the closing concert?", "Festival director Aoife Brennan and the Lord Mayor of Dublin jointly announced that the closing concert starts at 8 p.m. on Sunday.", CHOIR, False),
    w.faith("en-ch-041", "mixed", "What do I need to take part in the glass-blowing workshop?", "You must be at least 16 years old, and you must bring your own safety goggles.", GLASS, False),
]

REFUSAL = [
    w.refusal("en-ch-042", "refusal.plain", "Does Strikeline Lanes serve food?", "I don't have any information about whether Strikeline Lanes serves food.", BOWLING, True),
    w.refusal("en-ch-043", "refusal.context", "Does Heron Cottage have Wi-Fi?", "The context doesn't say whether Heron Cottage has Wi-Fi, so I can't answer that.", COTTAGE, True),
    w.refusal("en-ch-044", "refusal.short", "Can I return a Haulright van to a different branch?", "I don't know.", VAN, True),
    w.refusal("en-ch-045", "refusal.long", "Which vaccinations does Camp Tallpine require?", "Thank you for your question. I've gone through the information about Camp Tallpine, which covers the age range, the dates and price of the first session, the phone rules, the swim test and the cabins, but it says nothing at all about vaccinations. I'm sorry, but I can't tell you which vaccinations are required.", CAMP, True),
    w.refusal("en-ch-046", "refusal.hedged", "How much is a full week in the long-stay car park?", "I'm not completely sure, but it looks like a full week in the long-stay car park costs $70.", PARKING, False),
    w.refusal("en-ch-047", "refusal.partial", "How much is the student museum pass, and does it include public transport?", "The student pass costs $19 with a valid ID card. I can't find anything about public transport, though.", MUSEUM, False),
]

CORRECTNESS = [
    w.correct("en-ch-048", "correct.wordy", "How long does each puppy session last?", "At Paws & Praise, each of the six weekly puppy sessions lasts 45 minutes, so that is how much time you should set aside for every class.", "Each session lasts 45 minutes.", True),
    w.correct("en-ch-049", "correct.short", "By what time must traders be set up at the vintage market?", "By 9:15 a.m.", "Traders must be set up by 9:15 a.m.", True),
    w.correct("en-ch-050", "correct.format", "How much is an audience ticket for both days of the choir festival?", "Sixteen euros.", "A ticket for both days costs €16.", True),
    w.correct("en-ch-051", "wrong.value", "How much does the introductory glass-blowing workshop cost?", "The introductory workshop costs $59.", "The introductory workshop costs $95.", False),
    w.correct("en-ch-052", "wrong.echo", "How much does valet parking cost per day?", "The cost of valet parking per day is the daily valet parking rate.", "Valet parking costs $25 per day.", False),
    w.correct("en-ch-053", "wrong.role", "Who is the head trainer at Paws & Praise Dog School?", "Tom Reilly is the head trainer, and Sophie Grant is his colleague.", "Sophie Grant is the head trainer; Tom Reilly is her colleague.", False),
]

RELEVANCY = [
    w.relevant("en-ch-054", "relevant.direct", "What are the age and licence requirements for Haulright drivers?", "Drivers must be at least 21 and must have held a driving licence for at least 2 years.", VAN, True),
    w.relevant("en-ch-055", "relevant.yesno", "Can my 15-year-old daughter take the glass-blowing workshop?", "No, participants must be at least 16 years old.", GLASS, True),
    w.relevant("en-ch-056", "offtopic.true", "How many guests can Heron Cottage sleep?", "Martin Shaw allows up to 2 dogs for an extra £15 per dog per stay.", COTTAGE, False),
    w.relevant("en-ch-057", "offtopic.other", "How much does the long-stay car park cost per day?", "The café in the terminal opens at 5 a.m. and serves hot breakfasts.", PARKING, False),
]

DIAGNOSIS = [
    w.diag("en-ch-058", "diag.pass", "When is the Second Stitch vintage market held?", "It is held on the first Sunday of every month, from 10 a.m. to 4 p.m.", {"market": MARKET, "glass": GLASS}, ("market",), "pass"),
    w.diag("en-ch-059", "diag.offtopic", "What time does the closing concert of the choir festival start?", "Audience tickets cost €10 for one day, and children under 12 get in free.", {"choir": CHOIR, "museum": MUSEUM}, ("choir",), "fix_generation"),
    w.diag("en-ch-060", "diag.unfaithful", "How many participants does each instructor take in the glass-blowing workshop?", "Each instructor takes up to 10 participants.", {"glass": GLASS, "dog-school": DOG_SCHOOL}, ("glass",), "fix_generation"),
    w.diag("en-ch-061", "diag.refused", "How much is the refuelling fee if I return a Haulright van without a full tank?", "I'm sorry, but the documents don't mention any refuelling fee.", {"van": VAN, "parking": PARKING}, ("van",), "fix_generation"),
    w.diag("en-ch-062", "diag.missed", "How many campers does each cabin at Camp Tallpine house?", "I couldn't find how many campers share a cabin at Camp Tallpine.", {"bowling": BOWLING, "market": MARKET}, ("camp",), "fix_retrieval"),
    w.diag("en-ch-063", "diag.correct_refusal", "Does the Lindenport museum pass include a guided tour?", "The documents don't say whether the pass includes a guided tour.", {"museum": MUSEUM, "cottage": COTTAGE}, (), "correct_refusal"),
    w.diag("en-ch-064", "diag.should_refuse", "Does Strikeline Lanes have a bar?", "Yes, Strikeline Lanes has a bar that stays open until midnight.", {"bowling": BOWLING, "dog-school": DOG_SCHOOL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
