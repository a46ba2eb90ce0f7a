"""English cases of set AH: a language exchange club, a parking garage, an aquarium, a used-book
fair, an island ferry and a pottery studio."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CLUB = (
    "The Tandem Language Club meets every Tuesday from 6:30 pm to 8:00 pm in Room 12 of the Harbor Library. "
    "Membership costs $15 per semester, and the first two sessions are free for newcomers. "
    "Each evening is split into two halves: 45 minutes in Spanish and 45 minutes in English. "
    "Volunteer coordinator Priya Menon runs the club."
)
GARAGE = (
    "Kestrel Street Garage has 420 parking spaces on five levels. "
    "Parking costs $3 per hour, up to a daily maximum of $18. "
    "Chargers for electric vehicles are on Level 2 only. "
    "The garage is open from 5:00 am to midnight every day except Sunday, when it opens at 8:00 am, and vehicles taller than 2.1 metres cannot enter."
)
AQUARIUM = (
    "The Bayside Aquarium feeds its sea otters at 11:00 am and 3:30 pm every day. "
    "The shark tunnel is 35 metres long and holds 1.2 million litres of seawater. "
    "Children under 4 get in free, and adult tickets cost $28. "
    "Photography is allowed in every gallery except the jellyfish room."
)
BOOKFAIR = (
    "The Riverside Used-Book Fair runs from Friday, 9 May to Sunday, 11 May 2025 in the old tram depot. "
    "Paperbacks sell for $2 each and hardcovers for $5. "
    "About 12,000 books are donated by local residents, and all proceeds go to the town's literacy program. "
    "Sellers must register by 30 April."
)
FERRY = (
    "The Gull Island ferry leaves the mainland pier every 40 minutes between 7:00 am and 7:00 pm. "
    "The crossing takes 25 minutes. "
    "A return ticket costs $9 for adults and half that for children, and bicycles travel free. "
    "Dogs are welcome on the outer deck but must be kept on a leash."
)
POTTERY = (
    "Clayhouse Studio offers a six-week wheel-throwing course on Thursday evenings, starting 4 September. "
    "The course fee is $240, which includes 10 kilograms of clay and all glazing. "
    "Classes are limited to eight students, and the kilns are fired once a week, on Mondays. "
    "Students may use the open studio on Saturdays if they book a slot in advance."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-ah-001", "para.reorder", "When and where does the language club meet?", "From 6:30 pm to 8:00 pm every Tuesday, the club meets in Room 12 of the Harbor Library.", CLUB, True),
    w.faith("en-ah-002", "para.passive", "Who runs the language club?", "The club is run by Priya Menon, its volunteer coordinator.", CLUB, True),
    w.faith("en-ah-003", "para.synonym", "Do newcomers have to pay to try the club?", "No, newcomers can attend their first two sessions without paying.", CLUB, True),
    w.faith("en-ah-004", "fmt.time", "What time does the club start?", "It starts at 18:30 on Tuesdays.", CLUB, True),
    w.faith("en-ah-005", "fmt.currency", "How much is club membership?", "Membership is fifteen dollars a semester.", CLUB, True),
    w.faith("en-ah-006", "fmt.period", "How often does the language club meet?", "It meets weekly, on Tuesday evenings.", CLUB, True),
    w.faith("en-ah-007", "fmt.abbrev", "Which room does the club use?", "Rm. 12 at the Harbor Library.", CLUB, True),
    w.faith("en-ah-008", "wrap.opener", "How long is the ferry crossing?", "Sure! The crossing takes 25 minutes.", FERRY, True),
    w.faith("en-ah-009", "wrap.closer", "Do I pay extra to bring my bicycle on the ferry?", "No, bicycles travel free. Enjoy the trip!", FERRY, True),
    w.faith("en-ah-010", "fmt.share", "How much do children pay for a return ticket?", "Children pay 50% of the adult return fare of $9.", FERRY, True),
    w.faith("en-ah-011", "fmt.range", "During what hours does the ferry run?", "Ferries leave the mainland pier every 40 minutes, 7 am–7 pm.", FERRY, True),
    w.faith("en-ah-012", "para.pronoun", "Can I take my dog on the ferry?", "Yes, dogs are welcome on the outer deck, but they have to be kept on a leash.", FERRY, True),
    w.faith("en-ah-013", "fmt.number", "How big is Kestrel Street Garage?", "It has 420 parking spaces on 5 levels.", GARAGE, True),
    w.faith("en-ah-014", "para.combine", "How much does parking cost?", "Parking is $3 an hour, capped at $18 a day.", GARAGE, True),
    w.faith("en-ah-015", "para.capital", "Where are the chargers for electric vehicles?", "They are on level 2 only.", GARAGE, True),
    w.faith("en-ah-016", "fmt.abbrev", "Can I charge an electric car in the garage?", "Yes, there are EV chargers on Level 2.", GARAGE, True),
    w.faith("en-ah-017", "wrap.question", "Is there a height limit in the garage?", "Wondering about the height limit? Vehicles taller than 2.1 metres can't enter the garage.", GARAGE, True),
    w.faith("en-ah-018", "para.except", "What time does the garage open?", "On every day but Sunday it opens at 5:00 am; on Sunday it opens at 8:00 am.", GARAGE, True),
    w.faith("en-ah-019", "fmt.time", "When does the garage open on Sundays?", "On Sundays the doors open at 08:00.", GARAGE, True),
    w.faith("en-ah-020", "fmt.unit", "How long is the shark tunnel?", "The shark tunnel is 35 m long.", AQUARIUM, True),
    w.faith("en-ah-021", "fmt.scale", "How much water does the shark tunnel hold?", "It holds 1,200,000 litres of seawater.", AQUARIUM, True),
    w.faith("en-ah-022", "para.nominal", "When are the sea otters fed?", "The otters' feedings are at 11:00 am and 3:30 pm daily.", AQUARIUM, True),
    w.faith("en-ah-023", "para.except", "Where am I allowed to take photos at the aquarium?", "The jellyfish room is the only gallery where photography isn't allowed.", AQUARIUM, True),
    w.faith("en-ah-024", "para.synonym", "Do young children need a ticket?", "Kids younger than four get in at no charge.", AQUARIUM, True),
    w.faith("en-ah-025", "fmt.currency", "What does an adult ticket cost?", "An adult ticket is 28 dollars.", AQUARIUM, True),
    w.faith("en-ah-026", "fmt.date", "When is the book fair?", "It runs May 9–11, 2025.", BOOKFAIR, True),
    w.faith("en-ah-027", "fmt.thousands", "How many books are donated for the fair?", "About 12000 books are donated by local residents.", BOOKFAIR, True),
    w.faith("en-ah-028", "wrap.attribution", "What is the deadline for sellers to register?", "According to the fair's information, sellers must register by 30 April.", BOOKFAIR, True),
    w.faith("en-ah-029", "wrap.hedge", "Where is the book fair held?", "As far as I can tell from the information, it's held in the old tram depot.", BOOKFAIR, True),
    w.faith("en-ah-030", "para.passive", "What happens to the money the fair raises?", "All proceeds are given to the town's literacy program.", BOOKFAIR, True),
    w.faith("en-ah-031", "para.relative", "What does the pottery course fee cover?", "The fee, which is $240, covers 10 kilograms of clay and all glazing.", POTTERY, True),
    w.faith("en-ah-032", "para.part", "Can you tell me about the pottery course?", "It's a six-week wheel-throwing course held on Thursday evenings.", POTTERY, True),
    w.faith("en-ah-033", "para.combine", "When are the kilns fired, and when can students use the open studio?", "The kilns are fired on Mondays, and students can use the open studio on Saturdays by booking a slot ahead.", POTTERY, True),
    w.faith("en-ah-034", "fmt.number", "How many students can join a pottery class?", "A class takes at most 8 students.", POTTERY, True),
    w.faith("en-ah-035", "fmt.unit", "How much clay is included in the course fee?", "The fee includes 10 kg of clay.", POTTERY, True),
    w.faith("en-ah-036", "fmt.date", "When does the pottery course begin?", "It begins on Sept. 4.", POTTERY, True),
    # single clear errors
    w.faith("en-ah-037", "value.number", "How many parking spaces does the garage have?", "The garage has 240 parking spaces.", GARAGE, False),
    w.faith("en-ah-038", "value.date", "When does the pottery course start?", "It starts on 4 October.", POTTERY, False),
    w.faith("en-ah-039", "value.time", "When are the sea otters fed?", "At 11:00 am and 4:30 pm every day.", AQUARIUM, False),
    w.faith("en-ah-040", "value.unit", "How long is the shark tunnel?", "The shark tunnel is 35 feet long.", AQUARIUM, False),
    w.faith("en-ah-041", "value.currency", "How much does a hardcover cost at the fair?", "Hardcovers sell for $15 each.", BOOKFAIR, False),
    w.faith("en-ah-042", "role.swap", "How much are books at the fair?", "Paperbacks sell for $5 each and hardcovers for $2.", BOOKFAIR, False),
    w.faith("en-ah-043", "negation", "Can dogs come on the ferry?", "No, dogs are not allowed on the ferry.", FERRY, False),
    w.faith("en-ah-044", "antonym", "Which vehicles can't enter the garage?", "Vehicles shorter than 2.1 metres cannot enter.", GARAGE, False),
    w.faith("en-ah-045", "modality", "Do sellers need to register for the fair?", "Sellers may register by 30 April if they wish, but it is optional.", BOOKFAIR, False),
    w.faith("en-ah-046", "quantifier", "Which levels have chargers for electric vehicles?", "There are chargers for electric vehicles on every level.", GARAGE, False),
    w.faith("en-ah-047", "direction", "Where does the ferry leave from?", "The ferry leaves Gull Island every 40 minutes for the mainland pier.", FERRY, False),
    w.faith("en-ah-048", "added.fact", "How much is club membership?", "Membership costs $15 per semester and includes a free textbook.", CLUB, False),
    w.faith("en-ah-049", "added.entity", "Who runs the language club?", "Priya Menon runs the club together with her colleague Tom Reyes.", CLUB, False),
    w.faith("en-ah-050", "value.except", "Where is photography allowed at the aquarium?", "Photography is allowed in every gallery except the shark tunnel.", AQUARIUM, False),
    w.faith("en-ah-051", "value.number", "How many students can join a pottery class?", "Classes are limited to ten students.", POTTERY, False),
]

REFUSAL = [
    w.refusal("en-ah-052", "refusal.plain", "Does the aquarium have a café?", "I'm sorry, I don't know.", AQUARIUM, True),
    w.refusal("en-ah-053", "refusal.context", "Is there a discount for students at the pottery studio?", "The provided information doesn't say anything about student discounts at the studio.", POTTERY, True),
    w.refusal("en-ah-054", "refusal.hedged", "How long does the ferry crossing take?", "I'm not completely sure, but it looks like the crossing takes 25 minutes.", FERRY, False),
    w.refusal("en-ah-055", "refusal.partial", "How much is parking, and where do I pay?", "Parking is $3 per hour, up to $18 a day; the information doesn't say where to pay.", GARAGE, False),
]

CORRECTNESS = [
    w.correct("en-ah-056", "correct.wordy", "When does the book fair take place?", "The fair is a three-day event: it opens on Friday, 9 May and wraps up on Sunday, 11 May 2025, in the old tram depot.", "From 9 to 11 May 2025.", True),
    w.correct("en-ah-057", "correct.wordy", "How much is an adult ticket at the aquarium?", "If you're an adult, you'll pay $28 for a ticket, while children under four get in free.", "$28.", True),
    w.correct("en-ah-058", "correct.short", "How long does the ferry crossing take?", "25 minutes.", "The crossing takes 25 minutes.", True),
    w.correct("en-ah-059", "correct.format", "What time is the afternoon otter feeding?", "15:30.", "At 3:30 pm.", True),
    w.correct("en-ah-060", "wrong.value", "How many students can join a pottery class?", "Up to twelve students per class.", "Up to eight students.", False),
]

RELEVANCY = [
    w.relevant("en-ah-061", "relevant.direct", "When do the kilns get fired?", "Every Monday.", POTTERY, True),
    w.relevant("en-ah-062", "relevant.direct", "Where can I plug in my electric car at the garage?", "On Level 2 — that's the only floor with chargers.", GARAGE, True),
    w.relevant("en-ah-063", "relevant.direct", "What will a return trip cost me as an adult?", "Nine dollars.", FERRY, True),
    w.relevant("en-ah-064", "relevant.direct", "How do I get into the open studio on a Saturday?", "Book a slot ahead of time.", POTTERY, True),
    w.relevant("en-ah-065", "relevant.yesno", "Can I bring my bike on the ferry?", "Yes, and bicycles ride for free.", FERRY, True),
    w.relevant("en-ah-066", "offtopic.true", "How much does an adult ticket to the aquarium cost?", "The shark tunnel is 35 metres long.", AQUARIUM, False),
]

DIAGNOSIS = [
    w.diag("en-ah-067", "diag.pass", "What's the daily maximum for parking at Kestrel Street Garage?", "The daily maximum is $18.", {"garage-rates": GARAGE, "ferry-info": FERRY}, ("garage-rates",), "pass"),
    w.diag("en-ah-068", "diag.missed", "How much is the pottery course at Clayhouse Studio?", "The documents don't mention the fee for a pottery course.", {"aquarium-visit": AQUARIUM, "book-fair": BOOKFAIR}, ("pottery-course",), "fix_retrieval"),
    w.diag("en-ah-069", "diag.correct_refusal", "What is the Wi-Fi password at the Harbor Library?", "Sorry, none of the documents give the library's Wi-Fi password.", {"language-club": CLUB, "book-fair": BOOKFAIR}, (), "correct_refusal"),
    w.diag("en-ah-070", "diag.unfaithful", "How often does the Gull Island ferry leave?", "The ferry leaves every 20 minutes.", {"ferry-info": FERRY, "garage-rates": GARAGE}, ("ferry-info",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
