# ruff: noqa: E501
"""Fresh set N, English: plain cases over invented organisation documents (cafeteria, charging
network, reading club, garage, mountain hut, streaming plan, cooperative, courier, karaoke bar,
passport office, sailing school, museum, grooming salon, bottle deposit, vineyard history)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CAFE = (
    "The Linden Hall cafeteria at Norbridge University serves lunch from 11:30 to 14:00 on weekdays. "
    "A main dish costs €4.50 for students and €7.20 for staff. "
    "Students must show their student card at the till. "
    "The cafeteria is closed during the August break."
)
CHARGE = (
    "VoltPath operates 1,250 charging points across the region. "
    "Fast chargers deliver up to 150 kW and cost €0.59 per kWh. "
    "Members of the VoltPath Plus plan pay €0.45 per kWh and a monthly fee of €6. "
    "Idle fees of €0.10 per minute apply after 45 minutes of charging."
)
READING = (
    "The Maple Street Library reading club is open to children aged 6 to 11. "
    "Sessions take place every Saturday from 10:00 to 11:30 in the upstairs room. "
    "Each child may borrow up to five books per session. "
    "Parents are not required to stay during the session."
)
GARAGE = (
    "Hartley Motors, the garage on Mill Lane, is open Monday to Friday from 8:00 to 18:00. "
    "A standard oil change takes about 45 minutes and costs $89. "
    "All repairs come with a 12-month warranty on parts and labour. "
    "Customers who book online receive a 10% discount."
)
HUT = (
    "The Grauhorn hut sits at 2,340 metres above sea level and has 48 beds. "
    "It is staffed from 15 June to 30 September. "
    "Outside that period, a winter room with 12 beds stays open. "
    "Dogs are not allowed inside the hut."
)
STREAM = (
    "The Flixa Family plan costs $17.99 per month and lets you stream on up to four screens at the same time. "
    "Up to six profiles can be created on one account. "
    "Downloads are available on all plans except Basic. "
    "Subscribers can cancel at any time, and access continues until the end of the billing period."
)
COOP = (
    "The Greenvale Farmers' Cooperative was founded in 1987 and now has 312 member farms. "
    "Most member farms are in the Vale district. "
    "Members deliver their milk to the central dairy in Oakford every morning. "
    "The cooperative pays members on the 15th of each month. "
    "New members pay a one-time entry fee of €2,500, and last year the cooperative's turnover was €4.2 million."
)
COURIER = (
    "Zippy Couriers delivers parcels by cargo bike within the city centre. "
    "Parcels may weigh up to 25 kg. "
    "Same-day delivery is guaranteed for orders placed before 13:00. "
    "A standard delivery costs £6.50, and express delivery within two hours costs £12."
)
KARAOKE = (
    "Echo Box, the karaoke bar on Harbour Road, opens at 18:00 and closes at 2:00 every day except Monday. "
    "Private rooms hold up to 10 people and cost $40 per hour. "
    "Guests under 18 must leave by 22:00."
)
PASSPORT = (
    "The Westfield Passport Office processes standard applications in 14 days. "
    "An adult passport costs $130, and a child passport costs $100. "
    "Applicants must bring two recent photos and their old passport. "
    "Express service, which takes three working days, costs an extra $60."
)
SAIL = (
    "The Blue Cove Sailing School runs beginner courses for adults from April to October. "
    "A five-day beginner course costs €480, equipment included. "
    "Participants must be able to swim 200 metres. "
    "Courses are taught in groups of at most six students."
)
MUSEUM = (
    "A yearly membership of the Carlow City Museum costs £55 for one person and £90 for a family of up to two adults and three children. "
    "Members get free entry to all exhibitions and a 15% discount in the museum shop. "
    "Membership cards are sent by post within 10 days."
)
PET = (
    "Fluffy Paws grooming salon washes, cuts and dries dogs and cats. "
    "A full groom for a small dog takes about 90 minutes and costs €45. "
    "Cats are groomed only on Wednesdays. "
    "Appointments cancelled less than 24 hours in advance are charged at 50% of the price."
)
BOTTLE = (
    "Under the state bottle deposit scheme, a deposit of 10 cents is charged on each plastic bottle of up to 1.5 litres and 25 cents on larger bottles. "
    "Empty bottles can be returned at any supermarket with a return machine. "
    "Crushed bottles are not accepted."
)
VINEYARD = (
    "The Castell vineyard was founded in 1921 by Joan Castell. "
    "In 1958 Joan leased the vineyard to her nephew Pere Roig. "
    "Pere passed the estate on to his daughter Marta in 1990, and Marta still runs it today."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-n-001", "para.reorder", "When is the Linden Hall cafeteria open for lunch?", "On weekdays from 11:30 to 14:00, the Linden Hall cafeteria serves lunch.", CAFE, True),
    w.faith("en-n-002", "para.passive", "Where do cooperative members take their milk?", "Every morning, the milk is delivered by the members to the central dairy in Oakford.", COOP, True),
    w.faith("en-n-003", "para.synonym", "How long does an oil change take at Hartley Motors?", "A regular oil change lasts roughly 45 minutes.", GARAGE, True),
    w.faith("en-n-004", "para.nominal", "When is the Grauhorn hut staffed?", "The staffing period of the hut runs from 15 June to 30 September.", HUT, True),
    w.faith("en-n-005", "para.capital", "What are Echo Box's opening hours?", "ECHO BOX IS OPEN FROM 18:00 TO 2:00 EVERY DAY EXCEPT MONDAY.", KARAOKE, True),
    w.faith("en-n-006", "para.pronoun", "What does the Flixa Family plan cost, and how many screens does it allow?", "It costs $17.99 per month, and it lets you stream on up to four screens at the same time.", STREAM, True),
    w.faith("en-n-007", "para.relative", "How does the express passport service work?", "Express service, which costs an extra $60, takes three working days.", PASSPORT, True),
    w.faith("en-n-008", "para.part", "Do I need to be able to swim for the sailing course?", "Yes, participants must be able to swim 200 metres.", SAIL, True),
    w.faith("en-n-009", "para.combine", "What can I do with a Flixa Family account?", "With the Flixa Family plan you can stream on up to four screens at the same time and create up to six profiles on one account.", STREAM, True),
    w.faith("en-n-010", "fmt.number", "How many books can a child borrow per session?", "Each child may borrow up to 5 books per session.", READING, True),
    w.faith("en-n-011", "fmt.thousands", "How many charging points does VoltPath have?", "VoltPath operates 1250 charging points across the region.", CHARGE, True),
    w.faith("en-n-012", "fmt.scale", "What was the cooperative's turnover last year?", "Last year the cooperative's turnover was €4,200,000.", COOP, True),
    w.faith("en-n-013", "fmt.date", "When is the Grauhorn hut staffed?", "It is staffed from June 15 to September 30.", HUT, True),
    w.faith("en-n-014", "fmt.time", "When does Echo Box open?", "Echo Box opens at 6 p.m.", KARAOKE, True),
    w.faith("en-n-015", "fmt.unit", "Which bottles carry a 10-cent deposit?", "Plastic bottles of up to 1500 ml carry a deposit of 10 cents.", BOTTLE, True),
    w.faith("en-n-016", "fmt.abbrev", "When is Hartley Motors open?", "Mon–Fri, 8:00–18:00.", GARAGE, True),
    w.faith("en-n-017", "fmt.currency", "How much does an oil change cost at Hartley Motors?", "A standard oil change costs 89 dollars.", GARAGE, True),
    w.faith("en-n-018", "fmt.range", "Which ages is the reading club for?", "It's for kids aged 6–11.", READING, True),
    w.faith("en-n-019", "fmt.period", "How long does a standard passport application take?", "Standard applications are processed in two weeks.", PASSPORT, True),
    w.faith("en-n-020", "fmt.share", "What is charged for late cancellations at Fluffy Paws?", "If you cancel less than 24 hours in advance, you are charged half the price.", PET, True),
    w.faith("en-n-021", "para.except", "Which days is Echo Box open?", "Echo Box is open daily, apart from Mondays.", KARAOKE, True),
    w.faith("en-n-022", "wrap.opener", "How much is a museum membership for one person?", "Sure! A yearly membership of the Carlow City Museum costs £55 for one person.", MUSEUM, True),
    w.faith("en-n-023", "wrap.closer", "Until when must I order for same-day delivery?", "Same-day delivery is guaranteed for orders placed before 13:00. I hope this helps!", COURIER, True),
    w.faith("en-n-024", "wrap.attribution", "Can I bring my dog into the Grauhorn hut?", "According to the information provided, dogs are not allowed inside the hut.", HUT, True),
    w.faith("en-n-025", "wrap.hedge", "How big are the sailing groups?", "I believe the courses are taught in groups of at most six students.", SAIL, True),
    w.faith("en-n-026", "wrap.question", "Can I cancel my Flixa subscription at any time?", "Yes, you can cancel at any time, and your access continues until the end of the billing period. Would you like me to explain which plans include downloads as well?", STREAM, True),
    # unfaithful: one clear error each
    w.faith("en-n-027", "value.number", "How many beds does the Grauhorn hut have?", "The Grauhorn hut has 84 beds.", HUT, False),
    w.faith("en-n-028", "value.date", "When does the cooperative pay its members?", "Members are paid on the 25th of each month.", COOP, False),
    w.faith("en-n-029", "value.time", "Until when is lunch served at Linden Hall?", "Lunch is served on weekdays from 11:30 to 15:00.", CAFE, False),
    w.faith("en-n-030", "value.unit", "What is the weight limit for Zippy Couriers parcels?", "Parcels may weigh up to 25 pounds.", COURIER, False),
    w.faith("en-n-031", "value.currency", "How much is the beginner sailing course?", "The five-day beginner course costs $480, equipment included.", SAIL, False),
    w.faith("en-n-032", "role.swap", "Who leased the Castell vineyard to whom in 1958?", "In 1958 Pere Roig leased the vineyard to Joan Castell.", VINEYARD, False),
    w.faith("en-n-033", "negation", "Do parents have to stay during the reading club?", "Yes, parents are required to stay during the session.", READING, False),
    w.faith("en-n-034", "antonym", "Is there a discount for booking online at Hartley Motors?", "Customers who book online pay a 10% surcharge.", GARAGE, False),
    w.faith("en-n-035", "modality", "How many books can a child take home from the reading club?", "Each child must borrow five books per session.", READING, False),
    w.faith("en-n-036", "quantifier", "Where are the cooperative's member farms?", "All member farms are in the Vale district.", COOP, False),
    w.faith("en-n-037", "value.except", "Which Flixa plans include downloads?", "Downloads are available on all plans except Family.", STREAM, False),
    w.faith("en-n-038", "direction", "Which orders get same-day delivery from Zippy Couriers?", "Same-day delivery is guaranteed for orders placed after 13:00.", COURIER, False),
    w.faith("en-n-039", "added.fact", "What do museum members get?", "Members get free entry to all exhibitions, a 15% discount in the museum shop and free parking.", MUSEUM, False),
    w.faith("en-n-040", "added.entity", "Who took over the Castell estate in 1990?", "In 1990 Pere passed the estate on to his daughters Marta and Laia.", VINEYARD, False),
    w.faith("en-n-041", "mixed", "How much do passports cost at the Westfield office?", "An adult passport costs $130 and a child passport costs $80.", PASSPORT, False),
]
REFUSAL: list[Case] = [
    w.refusal("en-n-042", "refusal.plain", "Does the Grauhorn hut serve vegetarian meals?", "I don't know.", HUT, True),
    w.refusal("en-n-043", "refusal.context", "Does Echo Box serve food?", "The provided documents don't say whether Echo Box serves food.", KARAOKE, True),
    w.refusal("en-n-044", "refusal.short", "Is there customer parking at Hartley Motors?", "Sorry, I can't tell.", GARAGE, True),
    w.refusal("en-n-045", "refusal.long", "Can I pay the passport fee by credit card?", "I'm sorry, but I couldn't find anything about payment methods in the material I have. The documents describe processing times, fees and what you need to bring, but they don't mention whether credit cards are accepted. I'd recommend contacting the Westfield Passport Office directly to confirm.", PASSPORT, True),
    w.refusal("en-n-046", "refusal.hedged", "How long does the express passport service take?", "I'm not completely certain, but it seems the express service takes three working days.", PASSPORT, False),
    w.refusal("en-n-047", "refusal.partial", "How much does the beginner sailing course cost, and is lunch included?", "The five-day beginner course costs €480, equipment included. The documents don't say whether lunch is included.", SAIL, False),
]
CORRECTNESS: list[Case] = [
    w.correct("en-n-048", "correct.wordy", "In which year was the Greenvale Farmers' Cooperative founded?", "Great question! Looking at its history, the Greenvale Farmers' Cooperative was established in the year 1987.", "It was founded in 1987.", True),
    w.correct("en-n-049", "correct.short", "How many beds does the winter room of the Grauhorn hut have?", "12.", "The winter room has 12 beds.", True),
    w.correct("en-n-050", "correct.format", "How much is a family membership at the Carlow City Museum?", "Ninety pounds a year.", "A family membership costs £90 per year.", True),
    w.correct("en-n-051", "wrong.value", "What is the monthly fee for VoltPath Plus?", "The VoltPath Plus plan costs €9 per month.", "The VoltPath Plus plan costs €6 per month.", False),
    w.correct("en-n-052", "wrong.echo", "Who founded the Castell vineyard?", "You'd like to know who founded the Castell vineyard. The Castell vineyard was founded by its founder, the person who started the vineyard.", "Joan Castell founded it in 1921.", False),
    w.correct("en-n-053", "wrong.role", "Who passed the Castell estate on to whom in 1990?", "In 1990 Marta passed the estate on to her father Pere Roig.", "Pere Roig passed the estate on to his daughter Marta.", False),
]
RELEVANCY: list[Case] = [
    w.relevant("en-n-054", "relevant.direct", "How big is a private room at Echo Box?", "It holds up to 10 people.", KARAOKE, True),
    w.relevant("en-n-055", "relevant.direct", "How much does express courier delivery cost?", "Express delivery within two hours costs £12.", COURIER, True),
    w.relevant("en-n-056", "relevant.yesno", "Are dogs allowed inside the Grauhorn hut?", "No, they aren't.", HUT, True),
    w.relevant("en-n-057", "offtopic.true", "How much does an adult passport cost?", "Applicants must bring two recent photos and their old passport.", PASSPORT, False),
    w.relevant("en-n-058", "offtopic.other", "When does the Blue Cove Sailing School run beginner courses?", "Carlow City Museum members get a 15% discount in the museum shop.", SAIL, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("en-n-059", "diag.pass", "What deposit is charged on plastic bottles larger than 1.5 litres?", "Plastic bottles larger than 1.5 litres carry a deposit of 25 cents.", {"bottle-1": BOTTLE, "museum-1": MUSEUM}, ("bottle-1",), "pass"),
    w.diag("en-n-060", "diag.offtopic", "When is the Linden Hall cafeteria closed?", "A five-day beginner sailing course costs €480, equipment included.", {"cafe-1": CAFE, "sail-1": SAIL}, ("cafe-1",), "fix_generation"),
    w.diag("en-n-061", "diag.unfaithful", "How much does fast charging cost at VoltPath?", "Fast charging at VoltPath costs €0.99 per kWh.", {"volt-1": CHARGE, "pet-1": PET}, ("volt-1",), "fix_generation"),
    w.diag("en-n-062", "diag.refused", "How many people fit in a private room at Echo Box?", "I'm sorry, the documents don't say how many people a private room holds.", {"karaoke-1": KARAOKE}, ("karaoke-1",), "fix_generation"),
    w.diag("en-n-063", "diag.missed", "What is the entry fee for new members of the Greenvale cooperative?", "I couldn't find that information in the documents.", {"courier-1": COURIER, "garage-1": GARAGE}, ("coop-1",), "fix_retrieval"),
    w.diag("en-n-064", "diag.correct_refusal", "Does the Carlow City Museum have a café?", "The documents don't mention a café at the Carlow City Museum, so I can't say.", {"museum-1": MUSEUM, "hut-1": HUT}, (), "correct_refusal"),
    w.diag("en-n-065", "diag.should_refuse", "What are the opening hours of the Zippy Couriers office?", "The Zippy Couriers office is open from 9:00 to 17:00, Monday to Saturday.", {"courier-1": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
