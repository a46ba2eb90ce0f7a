"""English cases of fresh set bu. Scenarios: the Ashcombe Barn wedding venue, the Muddy
Paws dog grooming salon, the Brookfield recycling centre, the Knight's Rest chess club,
Greenlane driving school, the Eastgate night pharmacy service, the Willow Leaf tea house,
the Summit Wall climbing gym, the Riverside used-book fair and the Hartley Hall student
dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

WEDDING = (
    "Ashcombe Barn is a wedding venue on a former dairy farm, owned by Margaret Lowell, and its events manager Tom Reddy handles all bookings. "
    "The main hall seats between 60 and 140 guests, and the covered courtyard holds up to 200 people for a standing reception. "
    "Saturday hire costs £4,800 and includes tables, chairs, linen and a resident DJ, while Friday or Sunday hire costs £3,500. "
    "Couples pay a deposit of 25% when they book, and the balance is due eight weeks before the wedding. "
    "Music in the hall must stop at 11:30 pm, and all guests must leave the site by midnight. "
    "Couples may bring their own wedding cake, but all other food must come from the venue's caterer."
)

GROOMING = (
    "Muddy Paws is a dog grooming salon on Carver Street, owned by groomer Priya Nand; her assistant Liam Ford does the bathing and drying. "
    "The salon is open every day except Monday, from 8:30 am to 5:30 pm. "
    "A full groom for a small dog costs £38 and takes about 90 minutes, and dogs over 25 kg are charged £55. "
    "Every dog must be vaccinated, and owners must show the vaccination card at the first visit. "
    "Nail clipping on its own costs £8 and needs no appointment. "
    "Dogs that arrive more than 15 minutes late lose their slot."
)

RECYCLING = (
    "The Brookfield Recycling Centre is run by the county council and is open from 9 am to 4 pm, Tuesday to Sunday. "
    "Residents can drop off up to 50 kg of garden waste per visit free of charge, and anything above that costs £5 per 10 kg. "
    "Vans and trailers are only allowed in with a permit, which is free and valid for 12 months. "
    "Batteries, paint and engine oil are accepted, but asbestos is not. "
    "Site supervisor Dev Sharma estimates that about half of everything brought in is garden waste. "
    "The centre handled 18,400 tonnes of material in 2023."
)

CHESS = (
    "The Knight's Rest Chess Club meets every Thursday from 7 pm to 10 pm in the back room of the Crown Library. "
    "Membership costs £60 a year, and juniors under 16 pay half price. "
    "The club captain is Helen Park, and the treasurer is Simon Aldous. "
    "Beginners' lessons are held on the first Thursday of each month and are free for members. "
    "Every spring the club plays a friendly match against a team from Dublin. "
    "Phones must be switched off during rated games."
)

DRIVING = (
    "Greenlane Driving School teaches in manual and automatic cars, and its two instructors are Ruth Okafor and Ben Miles. "
    "A single lesson lasts 60 minutes and costs £36, while a block of ten lessons costs £330. "
    "Pupils must hold a provisional licence before their first lesson. "
    "Pupils should arrive 10 minutes before their lesson starts. "
    "Lessons cancelled with less than 48 hours' notice are charged in full. "
    "Only Ben Miles teaches in the automatic car."
)

PHARMACY = (
    "The Eastgate night pharmacy service is open from 10 pm to 7 am every night of the year, including public holidays. "
    "It is run by the regional health authority and staffed by pharmacist Dr Anna Whitley and one technician. "
    "Prescriptions can be collected only with photo ID. "
    "Each visit carries a £3 night surcharge, but patients over 65 are exempt from it. "
    "Emergency contraception is given free of charge. "
    "Patients who call ahead can have their medicine ready within 20 minutes of arriving."
)

TEA = (
    "The Willow Leaf Tea House opened on 14 March 2019 and seats 32 guests. "
    "Afternoon tea is served from 2 pm to 5 pm and costs £24 per person, including a pot of tea, sandwiches and scones. "
    "Its head tea buyer, Mei Chen, imports green teas directly from Japan, and loose teas are sold in 100 g tins for £12. "
    "Tables for groups of six or more must be booked at least two days in advance. "
    "Dogs are welcome on the terrace but not inside."
)

CLIMBING = (
    "Summit Wall is an indoor climbing gym with 1,500 square metres of climbing surface and walls up to 14 metres high. "
    "A day pass costs £15, and a monthly membership costs £52. "
    "Children under 14 must be accompanied by an adult at all times. "
    "The induction course takes 2 hours and is required before anyone may climb with ropes without an instructor. "
    "Shoe hire costs £4, and chalk is free. "
    "All routes are reset every two weeks."
)

BOOKFAIR = (
    "The Riverside Used-Book Fair takes place on Saturday 12 October 2024 in the Corn Exchange, from 10 am to 4 pm. "
    "Around 40 dealers will sell more than 25,000 second-hand books. "
    "Entry costs £2, and children get in free. "
    "The fair is organised by the Friends of Riverside Library, whose committee is chaired by Olive Grant. "
    "Dealers pay £30 for a table, and every table is 1.8 metres long. "
    "Card payments are accepted at most stalls, but not at all of them."
)

DORM = (
    "Hartley Hall is a student dormitory with 240 single rooms spread over six floors. "
    "Rent is £145 per week, including electricity, heating and Wi-Fi. "
    "Quiet hours run from 11 pm to 7 am every night. "
    "Residents may have overnight guests for up to three nights a month, and every guest must be signed in at reception. "
    "The hall warden is Mark Ellis, and his deputy is Chloe Tan. "
    "Rooms on the ground floor are reserved for students with limited mobility."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-bu-001", "para.reorder", "What comes with Saturday hire at Ashcombe Barn?", "A resident DJ, linen, chairs and tables all come with Saturday hire, which costs £4,800.", WEDDING, True),
    w.faith("en-bu-002", "para.passive", "Who deals with bookings at Ashcombe Barn?", "All bookings are handled by Tom Reddy, the events manager.", WEDDING, True),
    w.faith("en-bu-003", "para.synonym", "What happens if my dog is late for its grooming appointment?", "If a dog turns up over a quarter of an hour late, it forfeits its slot.", GROOMING, True),
    w.faith("en-bu-004", "para.nominal", "What are the rules for overnight guests at Hartley Hall?", "Overnight stays by guests are limited to three nights a month, and sign-in at reception is required for every guest.", DORM, True),
    w.faith("en-bu-005", "para.capital", "Who does the chess club play every spring?", "Each spring the club plays a friendly match against a team from the Irish capital.", CHESS, True),
    w.faith("en-bu-006", "para.pronoun", "What is the rule for children at Summit Wall?", "If they are under 14, they have to be accompanied by an adult the whole time.", CLIMBING, True),
    w.faith("en-bu-007", "para.relative", "Who is Mei Chen?", "Mei Chen is the tea house's head tea buyer, who imports green teas directly from Japan.", TEA, True),
    w.faith("en-bu-008", "para.part", "Can I drop off old paint at the Brookfield centre?", "Yes, paint is accepted there.", RECYCLING, True),
    w.faith("en-bu-009", "para.combine", "Who runs the Eastgate night pharmacy, and who works there?", "The service is run by the regional health authority, with pharmacist Dr Anna Whitley and one technician on duty.", PHARMACY, True),
    w.faith("en-bu-010", "fmt.number", "How many rooms does Hartley Hall have?", "It has two hundred and forty single rooms on 6 floors.", DORM, True),
    w.faith("en-bu-011", "fmt.thousands", "How many books will be on sale at the fair?", "More than 25000 second-hand books, sold by around 40 dealers.", BOOKFAIR, True),
    w.faith("en-bu-012", "fmt.scale", "How much material did the Brookfield centre handle in 2023?", "It handled 18.4 million kilograms of material that year.", RECYCLING, True),
    w.faith("en-bu-013", "fmt.date", "When is the Riverside Used-Book Fair?", "It is on Saturday, 2024-10-12, at the Corn Exchange.", BOOKFAIR, True),
    w.faith("en-bu-014", "fmt.time", "When does the chess club meet?", "Every Thursday from 19:00 to 22:00, in the back room of the Crown Library.", CHESS, True),
    w.faith("en-bu-015", "fmt.unit", "How big is Summit Wall?", "It has 1,500 m² of climbing surface, and its walls are up to 14 m high.", CLIMBING, True),
    w.faith("en-bu-016", "fmt.abbrev", "How long is a lesson at Greenlane, and what does it cost?", "One lesson is 60 min long and costs £36.", DRIVING, True),
    w.faith("en-bu-017", "fmt.currency", "How much is afternoon tea at the Willow Leaf?", "Afternoon tea is 24 pounds a head.", TEA, True),
    w.faith("en-bu-018", "fmt.range", "How many guests can be seated in the main hall at Ashcombe Barn?", "At least 60 and at most 140.", WEDDING, True),
    w.faith("en-bu-019", "fmt.period", "How often are the routes at Summit Wall changed?", "The routes are all reset every 14 days.", CLIMBING, True),
    w.faith("en-bu-020", "fmt.share", "Do juniors get a discount at the chess club?", "Yes, members under 16 get 50% off the membership fee.", CHESS, True),
    w.faith("en-bu-021", "para.except", "Can I bring my dog to Muddy Paws on a Monday?", "No, Muddy Paws is closed on Mondays.", GROOMING, True),
    w.faith("en-bu-022", "wrap.opener", "How much is the rent at Hartley Hall?", "Great question! Rent is £145 a week, and that covers electricity, heating and Wi-Fi.", DORM, True),
    w.faith("en-bu-023", "wrap.closer", "What do I need before my first driving lesson?", "You need a provisional licence before your first lesson. Hope this helps, and good luck!", DRIVING, True),
    w.faith("en-bu-024", "wrap.attribution", "What do I need to collect a prescription at night?", "According to the document, prescriptions can only be collected with photo ID.", PHARMACY, True),
    w.faith("en-bu-025", "wrap.hedge", "How much does it cost to get into the book fair?", "I think entry is £2, and children get in free.", BOOKFAIR, True),
    w.faith("en-bu-026", "wrap.question", "Can I bring my dog to the tea house?", "Dogs are welcome on the terrace, but not inside. Is there anything else you'd like to know about the tea house?", TEA, True),
    w.faith("en-bu-027", "value.number", "How much garden waste can I drop off for free?", "Residents can drop off up to 80 kg of garden waste per visit without paying.", RECYCLING, False),
    w.faith("en-bu-028", "value.date", "When did the Willow Leaf Tea House open?", "It opened on 14 March 2018.", TEA, False),
    w.faith("en-bu-029", "value.time", "What are the opening hours of the night pharmacy?", "It opens at 10 pm and closes at 8 am.", PHARMACY, False),
    w.faith("en-bu-030", "value.unit", "How high are the walls at Summit Wall?", "The walls are up to 14 feet high.", CLIMBING, False),
    w.faith("en-bu-031", "value.currency", "How much is a block of ten lessons?", "A block of ten lessons costs €330.", DRIVING, False),
    w.faith("en-bu-032", "role.swap", "Who is in charge at Hartley Hall?", "The hall warden is Chloe Tan, and Mark Ellis is her deputy.", DORM, False),
    w.faith("en-bu-033", "negation", "Can I bring my dog to the tea house terrace?", "No, dogs are not allowed on the terrace.", TEA, False),
    w.faith("en-bu-034", "antonym", "What happens if I cancel a lesson the day before?", "If you cancel with less than 48 hours' notice, the lesson is refunded in full.", DRIVING, False),
    w.faith("en-bu-035", "modality", "What is the rule about the wedding cake?", "Couples must bring their own wedding cake, and all other food comes from the venue's caterer.", WEDDING, False),
    w.faith("en-bu-036", "quantifier", "Can I pay by card at the book fair?", "Yes, card payments are accepted at every stall.", BOOKFAIR, False),
    w.faith("en-bu-037", "value.except", "Who has to pay the night surcharge?", "Only patients over 65 pay the £3 night surcharge.", PHARMACY, False),
    w.faith("en-bu-038", "direction", "When should I arrive for my driving lesson?", "Pupils should arrive 10 minutes after their lesson starts.", DRIVING, False),
    w.faith("en-bu-039", "added.fact", "How much is a day pass at Summit Wall?", "A day pass costs £15, and the gym stays open until 10 pm every night.", CLIMBING, False),
    w.faith("en-bu-040", "added.entity", "Who runs the chess club?", "The captain is Helen Park, the treasurer is Simon Aldous, and the secretary is Raj Patel.", CHESS, False),
    w.faith("en-bu-041", "mixed", "Which rooms at Hartley Hall are for students with limited mobility?", "The ground-floor rooms are reserved for them, and each of those rooms has its own private bathroom.", DORM, False),
]

REFUSAL = [
    w.refusal("en-bu-042", "refusal.plain", "Does Muddy Paws groom cats as well?", "I don't know whether Muddy Paws grooms cats.", GROOMING, True),
    w.refusal("en-bu-043", "refusal.context", "Does the Brookfield centre take old mattresses?", "The provided context doesn't say whether mattresses are accepted at the centre.", RECYCLING, True),
    w.refusal("en-bu-044", "refusal.short", "Is there a café at Summit Wall?", "I don't know.", CLIMBING, True),
    w.refusal("en-bu-045", "refusal.long", "Does the Willow Leaf offer gluten-free scones?", "Thank you for your question. Unfortunately, the information I have about the Willow Leaf Tea House covers its afternoon tea, its opening date, its seating and its booking rules, but it says nothing about gluten-free options, so I'm afraid I can't tell you whether they are available. It may be best to contact the tea house directly.", TEA, True),
    w.refusal("en-bu-046", "refusal.hedged", "How much does a single driving lesson cost?", "I'm not entirely sure, but it looks like a single lesson costs £36.", DRIVING, False),
    w.refusal("en-bu-047", "refusal.partial", "How much is Sunday hire at Ashcombe Barn, and is there parking?", "Sunday hire costs £3,500, but I can't find anything about parking in the information I have.", WEDDING, False),
]

CORRECTNESS = [
    w.correct("en-bu-048", "correct.wordy", "How much is membership of the Knight's Rest Chess Club?", "Thanks for asking! If you decide to join the Knight's Rest Chess Club, the membership fee comes to £60, and that amount is charged once per year.", "Membership costs £60 a year.", True),
    w.correct("en-bu-049", "correct.short", "What time does the Eastgate night pharmacy open?", "10 pm.", "The night pharmacy service opens at 10 pm.", True),
    w.correct("en-bu-050", "correct.format", "On what date is the Riverside Used-Book Fair?", "2024-10-12.", "The fair is on Saturday 12 October 2024.", True),
    w.correct("en-bu-051", "wrong.value", "How much does a monthly membership at Summit Wall cost?", "A monthly membership costs £25.", "A monthly membership costs £52.", False),
    w.correct("en-bu-052", "wrong.echo", "Which floor at Hartley Hall is reserved for students with limited mobility?", "The top floor at Hartley Hall is reserved for students with limited mobility.", "The ground floor is reserved for students with limited mobility.", False),
    w.correct("en-bu-053", "wrong.role", "Which Greenlane instructor teaches in the automatic car?", "Ruth Okafor is the one who teaches in the automatic car.", "Only Ben Miles teaches in the automatic car.", False),
]

RELEVANCY = [
    w.relevant("en-bu-054", "relevant.direct", "How much does a full groom for a small dog cost at Muddy Paws?", "A full groom for a small dog costs £38.", GROOMING, True),
    w.relevant("en-bu-055", "relevant.yesno", "Are the beginners' lessons free for members?", "Yes, members don't pay for them.", CHESS, True),
    w.relevant("en-bu-056", "offtopic.true", "Do I need a permit to bring a trailer to the recycling centre?", "The centre handled 18,400 tonnes of material in 2023.", RECYCLING, False),
    w.relevant("en-bu-057", "offtopic.other", "What time does the music have to stop at Ashcombe Barn?", "Couples can bring their own cake, but all other food has to come from the venue's caterer.", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("en-bu-058", "diag.pass", "Do I have to pay for emergency contraception at the night pharmacy?", "No, emergency contraception is given free of charge.", {"pharmacy-1": PHARMACY, "tea-1": TEA}, ("pharmacy-1",), "pass"),
    w.diag("en-bu-059", "diag.offtopic", "How long does the induction course at Summit Wall take?", "Chalk is free, and shoe hire costs £4.", {"climbing-1": CLIMBING, "dorm-1": DORM}, ("climbing-1",), "fix_generation"),
    w.diag("en-bu-060", "diag.unfaithful", "How much does a dealer pay for a table at the book fair?", "Dealers pay £50 for a table.", {"bookfair-1": BOOKFAIR, "chess-1": CHESS}, ("bookfair-1",), "fix_generation"),
    w.diag("en-bu-061", "diag.refused", "How much is a tin of loose tea at the Willow Leaf?", "I'm sorry, the documents don't say how much the loose tea costs.", {"tea-1": TEA, "grooming-1": GROOMING}, ("tea-1",), "fix_generation"),
    w.diag("en-bu-062", "diag.missed", "How much is a day pass at Summit Wall?", "The documents I was given don't mention the price of a day pass at Summit Wall.", {"recycling-1": RECYCLING, "wedding-1": WEDDING}, ("climbing-1",), "fix_retrieval"),
    w.diag("en-bu-063", "diag.correct_refusal", "Are pets allowed at Hartley Hall?", "The documents don't say whether pets are allowed at Hartley Hall.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "correct_refusal"),
    w.diag("en-bu-064", "diag.should_refuse", "How fast is the Wi-Fi at Hartley Hall?", "The Wi-Fi at Hartley Hall runs at 500 Mbps in every room.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
