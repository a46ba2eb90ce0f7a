"""Fresh set cq, English: an optician, a thermal spa, a dive school, a kindergarten, a furniture workshop, a cable car, a vintage market, a box office, a beekeeping course and a phone repair shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

OPTICIAN = (
    "Clearview Optics on Harbour Street is run by the optometrist Dr. Helen Marsh. "
    "An eye test takes 25 minutes and costs £30; it is free for children under 16. "
    "Single-vision glasses are ready within 7 days, while varifocals take up to two weeks. "
    "The shop is open every day except Sunday, from 9 a.m. to 5:30 p.m. "
    "Customers must bring their current glasses to the eye test; an old prescription is welcome but not required."
)
SPA = (
    "The Aurelia Thermal Spa has four indoor pools and one outdoor pool, all fed by a spring at 38 °C. "
    "A three-hour ticket costs €24 and a day ticket costs €39. "
    "The spa opens at 8:00 and closes at 22:00. "
    "Children under 6 are not admitted to the sauna area. "
    "Towels can be rented at the entrance for €4."
)
DIVING = (
    "Deep Blue Dive School in Plymouth runs its Open Water course over four days for £450. "
    "Students must be at least 12 years old and must pass a 200-metre swim test before the first dive. "
    "The course includes two pool sessions and four open-water dives to a maximum depth of 18 metres. "
    "Instructor Tom Reyes leads the weekend groups, and instructor Maria Lopez leads the weekday groups. "
    "Equipment rental is included in the course price, but masks are sold separately for £35."
)
KINDERGARTEN = (
    "Little Oaks Kindergarten looks after 48 children in 3 groups of 16. "
    "It is open Monday to Friday from 7:30 a.m. to 5 p.m. "
    "Lunch is cooked on site and costs $4.50 a day. "
    "Parents must call the office before 9 a.m. if their child is ill. "
    "The head teacher, Sarah Kim, joined in 2019 and replaced the founder, Paul Grant."
)
WORKSHOP = (
    "The carpenter Daniel Frost founded the Oakbeam furniture workshop in 2008, and it now employs 9 craftsmen. "
    "A solid-oak dining table takes about six weeks to make and costs $2,400. "
    "Customers pay a 30 % deposit when they place an order. "
    "The workshop uses only wood from certified forests. "
    "Delivery is free within 50 kilometres; further away it costs $2 per kilometre."
)
CABLE_CAR = (
    "The Alpspitz cable car climbs 1,250 metres from the valley station to the summit in 8 minutes. "
    "Each cabin holds up to 35 passengers. "
    "An adult return ticket costs €42, and children aged 6 to 15 pay half the adult price. "
    "Cabins leave every 20 minutes from 8:30 a.m. to 6 p.m. "
    "The cable car does not run when wind speeds exceed 70 km/h."
)
MARKET = (
    "The Second Stitch vintage clothing market is held in Valletta, the capital of Malta, on the first Saturday of every month. "
    "About 60 stalls sell clothes from the 1950s to the 1990s. "
    "Entry costs €3, and children under 12 get in free. "
    "Stallholders must book a pitch at least 10 days in advance, and a pitch costs €25. "
    "The designer Clara Vella started the market in 2014."
)
BOX_OFFICE = (
    "The box office of the Riverside Concert Hall is open Tuesday to Saturday from 11 a.m. to 7 p.m. "
    "Tickets can be returned for a full refund up to 48 hours before the concert; after that, no refunds are given. "
    "Students get a 20 % discount if they show a valid student card. "
    "The hall has 1,800 seats. "
    "Each customer may buy no more than 6 tickets per concert."
)
BEES = (
    "The beekeeping course at Meadowbrook Farm runs on five Saturdays starting on 3 May 2025 and costs $180. "
    "It is taught by the beekeeper Alan Hughes, with help from his daughter Emma. "
    "Each participant receives a veil and a pair of gloves but must bring long-sleeved clothing. "
    "The group is limited to 12 people. "
    "People with a bee-sting allergy may not take part in the sessions at the hives."
)
PHONE = (
    "FixPoint repairs mobile phones at its shop on Mill Road. "
    "Replacing a screen takes about 45 minutes and costs from $89, depending on the model. "
    "A new battery costs $49 and comes with a 6-month warranty. "
    "The shop is open every day except Monday, from 10 a.m. to 8 p.m. "
    "Water-damaged phones are accepted, but the repair cannot be guaranteed."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cq-001", "para.reorder", "How much is a day ticket at the spa?", "At the Aurelia Thermal Spa, €39 is what a day ticket costs.", SPA, True),
    w.faith("en-cq-002", "para.passive", "Who founded the Oakbeam workshop?", "Oakbeam was founded in 2008 by the carpenter Daniel Frost.", WORKSHOP, True),
    w.faith("en-cq-003", "para.synonym", "How many children go to Little Oaks?", "The kindergarten cares for 48 kids.", KINDERGARTEN, True),
    w.faith("en-cq-004", "para.nominal", "Can I get my money back if I can't make the concert?", "Return of the tickets with a full refund is possible up to 48 hours before the concert.", BOX_OFFICE, True),
    w.faith("en-cq-005", "para.capital", "Where is the Second Stitch market held?", "It is held in Malta's capital, Valletta.", MARKET, True),
    w.faith("en-cq-006", "para.pronoun", "Which groups does Tom Reyes teach at Deep Blue?", "He leads the weekend groups.", DIVING, True),
    w.faith("en-cq-007", "para.relative", "Who teaches the beekeeping course?", "Alan Hughes, who is a beekeeper, teaches the course with help from his daughter Emma.", BEES, True),
    w.faith("en-cq-008", "para.part", "How long is the ride up?", "The trip from the valley station to the summit takes 8 minutes.", CABLE_CAR, True),
    w.faith("en-cq-009", "para.combine", "How quickly can FixPoint replace a screen?", "FixPoint's shop on Mill Road replaces a screen in about 45 minutes.", PHONE, True),
    w.faith("en-cq-010", "fmt.number", "How are the children at Little Oaks grouped?", "There are three groups, each with sixteen children.", KINDERGARTEN, True),
    w.faith("en-cq-011", "fmt.thousands", "How big is the Riverside Concert Hall?", "The hall has 1800 seats.", BOX_OFFICE, True),
    w.faith("en-cq-012", "fmt.scale", "How far does the Alpspitz cable car climb?", "It climbs 1.25 kilometres from the valley station to the summit.", CABLE_CAR, True),
    w.faith("en-cq-013", "fmt.date", "When does the beekeeping course start?", "The course begins on 2025-05-03.", BEES, True),
    w.faith("en-cq-014", "fmt.time", "What time does Clearview Optics close?", "It closes at 17:30.", OPTICIAN, True),
    w.faith("en-cq-015", "fmt.unit", "How warm is the spring water at Aurelia?", "The spring that feeds the pools is at 38 degrees Celsius.", SPA, True),
    w.faith("en-cq-016", "fmt.abbrev", "Who runs Clearview Optics?", "The shop is run by an optometrist, Doctor Helen Marsh.", OPTICIAN, True),
    w.faith("en-cq-017", "fmt.currency", "What does a new battery cost at FixPoint?", "A new battery costs 49 dollars.", PHONE, True),
    w.faith("en-cq-018", "fmt.range", "Is there a limit on how many tickets I can buy?", "Yes, you can buy up to six tickets for any one concert.", BOX_OFFICE, True),
    w.faith("en-cq-019", "fmt.period", "How long do varifocals take at Clearview?", "Varifocals can take up to 14 days.", OPTICIAN, True),
    w.faith("en-cq-020", "fmt.share", "What do kids pay for the cable car?", "Children aged 6 to 15 pay 50 % of the adult price.", CABLE_CAR, True),
    w.faith("en-cq-021", "para.except", "Is FixPoint open on Mondays?", "No, FixPoint is closed on Mondays.", PHONE, True),
    w.faith("en-cq-022", "wrap.opener", "How old do you have to be for the Open Water course?", "Great question! Students need to be at least 12 years old.", DIVING, True),
    w.faith("en-cq-023", "wrap.closer", "How much is lunch at Little Oaks?", "Lunch costs $4.50 a day and is cooked on site. I hope this helps!", KINDERGARTEN, True),
    w.faith("en-cq-024", "wrap.attribution", "How early do stallholders need to book?", "According to the market's information, stallholders have to book a pitch at least 10 days in advance.", MARKET, True),
    w.faith("en-cq-025", "wrap.hedge", "Can I rent a towel at the spa?", "As far as I can tell, yes: towels can be rented at the entrance for €4.", SPA, True),
    w.faith("en-cq-026", "wrap.question", "How many people can join the beekeeping course?", "The group is limited to 12 people. Would you like to know the course price as well?", BEES, True),
    w.faith("en-cq-027", "value.number", "How many pools does the spa have?", "The spa has five indoor pools and one outdoor pool.", SPA, False),
    w.faith("en-cq-028", "value.date", "When was the Second Stitch market started?", "Clara Vella started the market in 2016.", MARKET, False),
    w.faith("en-cq-029", "value.time", "When does the cable car run?", "Cabins leave every 20 minutes between 8:30 a.m. and 8 p.m.", CABLE_CAR, False),
    w.faith("en-cq-030", "value.unit", "How deep do the open-water dives go?", "The dives go to a maximum depth of 18 feet.", DIVING, False),
    w.faith("en-cq-031", "value.currency", "What does a solid-oak dining table cost?", "A solid-oak dining table costs €2,400.", WORKSHOP, False),
    w.faith("en-cq-032", "role.swap", "Who is the head teacher at Little Oaks?", "The head teacher is Paul Grant, who joined in 2019 and replaced the founder, Sarah Kim.", KINDERGARTEN, False),
    w.faith("en-cq-033", "negation", "Do participants get protective gear on the beekeeping course?", "No, participants are not given a veil or gloves.", BEES, False),
    w.faith("en-cq-034", "antonym", "Do I pay extra for equipment on the Open Water course?", "Yes, equipment rental is charged on top of the course price.", DIVING, False),
    w.faith("en-cq-035", "modality", "What do I need to bring to my eye test?", "You must bring your current glasses and an old prescription.", OPTICIAN, False),
    w.faith("en-cq-036", "quantifier", "Where does Oakbeam's wood come from?", "Most of Oakbeam's wood comes from certified forests, though not all of it.", WORKSHOP, False),
    w.faith("en-cq-037", "value.except", "Can I visit Clearview Optics on a Sunday?", "Yes, Clearview Optics is open on Sundays from 9 a.m. to 5:30 p.m.", OPTICIAN, False),
    w.faith("en-cq-038", "direction", "Can children use the sauna area?", "Children over 6 are not admitted to the sauna area.", SPA, False),
    w.faith("en-cq-039", "added.fact", "How many people fit in a cabin?", "Each cabin holds up to 35 passengers and is heated in winter.", CABLE_CAR, False),
    w.faith("en-cq-040", "added.entity", "Is there a student discount at the box office?", "Yes, students get 20 % off with a valid student card, as box office manager Linda Park confirmed.", BOX_OFFICE, False),
    w.faith("en-cq-041", "mixed", "How much does it cost to get into the market?", "Entry costs €3, and children under 12 pay €1.", MARKET, False),
]
REFUSAL = [
    w.refusal("en-cq-042", "refusal.plain", "Does the Aurelia spa have a restaurant?", "I'm sorry, I don't have that information.", SPA, True),
    w.refusal("en-cq-043", "refusal.context", "Does Deep Blue offer night dives?", "The provided documents don't say whether night dives are offered.", DIVING, True),
    w.refusal("en-cq-044", "refusal.short", "Do we get to take honey home after the course?", "No idea.", BEES, True),
    w.refusal("en-cq-045", "refusal.long", "Can FixPoint repair tablets too?", "Thank you for your question. Unfortunately, the information I have only covers FixPoint's phone repairs, such as screen and battery replacements, and says nothing about tablets. I'd recommend calling the shop or dropping by on Mill Road to ask. Sorry I can't be more helpful.", PHONE, True),
    w.refusal("en-cq-046", "refusal.hedged", "How much is an adult return ticket for the cable car?", "I'm not entirely sure, but I think an adult return ticket costs €42.", CABLE_CAR, False),
    w.refusal("en-cq-047", "refusal.partial", "How much do an eye test and a contact lens fitting cost?", "An eye test costs £30; the documents don't mention the price of a contact lens fitting.", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("en-cq-048", "correct.wordy", "Who is the head teacher of Little Oaks?", "The head teacher at Little Oaks Kindergarten is Sarah Kim, who joined in 2019 and took over from the founder.", "Sarah Kim.", True),
    w.correct("en-cq-049", "correct.short", "How long does it take Oakbeam to make a solid-oak dining table?", "About six weeks.", "Oakbeam needs about six weeks to make a solid-oak dining table.", True),
    w.correct("en-cq-050", "correct.format", "When does the Riverside box office close?", "At 19:00.", "7 p.m.", True),
    w.correct("en-cq-051", "wrong.value", "How much does the Open Water course at Deep Blue cost?", "£540.", "£450.", False),
    w.correct("en-cq-052", "wrong.echo", "How much does a pitch cost for a stallholder?", "A pitch costs a stallholder the price of a stallholder's pitch.", "€25.", False),
    w.correct("en-cq-053", "wrong.role", "Who teaches the beekeeping course at Meadowbrook Farm?", "Emma, Alan Hughes's daughter.", "Alan Hughes.", False),
]
RELEVANCY = [
    w.relevant("en-cq-054", "relevant.direct", "When is the cable car out of service?", "Whenever the wind blows faster than 70 km/h.", CABLE_CAR, True),
    w.relevant("en-cq-055", "relevant.yesno", "Can I return my concert tickets?", "Yes, for a full refund up to 48 hours before the concert.", BOX_OFFICE, True),
    w.relevant("en-cq-056", "offtopic.true", "How much does a three-hour ticket cost at the spa?", "The spa closes at 22:00.", SPA, False),
    w.relevant("en-cq-057", "offtopic.other", "How long does an eye test take?", "An eye test costs £30.", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("en-cq-058", "diag.pass", "How long does a screen replacement take at FixPoint?", "Around 45 minutes.", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("en-cq-059", "diag.offtopic", "What time does Little Oaks open in the morning?", "Lunch is cooked on site and costs $4.50 a day.", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("en-cq-060", "diag.unfaithful", "How far does Oakbeam deliver for free?", "Delivery is free within 150 kilometres.", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("en-cq-061", "diag.refused", "Can someone with a bee-sting allergy join the sessions at the hives?", "I'm sorry, I can't find that in the available information.", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("en-cq-062", "diag.missed", "What swim test do Deep Blue students have to pass?", "I couldn't find that information.", {"spa": SPA, "cable_car": CABLE_CAR}, ("diving",), "fix_retrieval"),
    w.diag("en-cq-063", "diag.correct_refusal", "Is there parking near the Second Stitch market?", "Sorry, the information available doesn't mention parking at the market.", {"market": MARKET}, (), "correct_refusal"),
    w.diag("en-cq-064", "diag.should_refuse", "Is there a cloakroom at the Riverside Concert Hall?", "Yes, there's a free cloakroom on the ground floor.", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
