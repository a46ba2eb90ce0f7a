"""English cases of set AD: an internet provider's contract, a ski school, a bakery's catering,
a museum's audio guide, a community centre's pottery course, a garden centre, a taxi company
and a student dormitory."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

FIBRE = "The Brightline Fibre 300 plan costs €34.90 per month and includes a router at no extra charge. The minimum contract term is 24 months, and customers who cancel earlier pay a fee of €120. Installation is carried out by a technician within 10 working days of signing. Speed upgrades can be requested once per calendar year."
SKI = "Alpenrose Ski School runs group lessons for children aged 5 to 12 every morning from 9:30 to 12:00. A six-day course costs 289 francs, including the lift pass for the beginners' area. Helmets are compulsory for all pupils and can be rented at the school for 8 francs per day. Lessons are cancelled only when the upper lifts are closed due to wind."
BAKERY = "Hollis & Daughter Bakery caters events of 20 to 150 guests. Orders must be placed at least 72 hours in advance, and a 25% deposit is due when booking. Delivery within the city is free for orders over £200; otherwise it costs £15. All pastries except the almond croissants are nut-free."
MUSEUM = "The audio guide at the Verhoeven Maritime Museum is available in seven languages and lasts about 45 minutes. It can be borrowed at the ticket desk for €4, or downloaded free of charge to your own phone. Visitors must leave an ID card as a deposit when borrowing a device. The children's version of the tour was recorded by the actor Lena Marsh."
POTTERY = "The Eastfield Community Centre offers a pottery course on Tuesday evenings from 6:30 pm to 8:30 pm, starting on 14 January 2025. The course runs for 10 weeks and costs $180, with clay and glazes provided. Participants must be at least 16 years old. The instructor, Paul Okafor, was trained by the sculptor Ines Varga and has taught ceramics for twelve years."
GARDEN = "Greenway Garden Centre is open Monday to Saturday from 8 am to 6 pm and on Sundays from 10 am to 4 pm. Members of the loyalty club receive 10% off all plants and a free coffee on their birthday. Large items such as sheds and greenhouses are delivered within 25 kilometres at no charge. The centre's café was opened in 2019 by the owner, Maria Ellis."
TAXI = "City Star Taxis charges a base fare of $3.50 plus $2.10 per kilometre, with a 20% night surcharge between midnight and 6 am. Rides can be booked by phone or through the app, and airport transfers must be booked at least 12 hours ahead. Drivers accept cards and cash, but not cheques. Last year the company's 240 cars covered a total of 3,200,000 kilometres."
DORM = "Harrow Hall houses 1250 students, who pay a monthly rent of £610 covering electricity, heating and Wi-Fi. Overnight guests are allowed for a maximum of three nights per month and must be registered at reception. Quiet hours run from 11 pm to 7 am. Laundry machines are in the basement and cost £2.50 per wash."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-ad-001", "para.reorder", "What does the Fibre 300 plan cost, and what comes with it?", "A router is included at no extra charge with the Fibre 300 plan, which costs €34.90 a month.", FIBRE, True),
    w.faith("en-ad-002", "para.passive", "Who installs the connection, and when?", "A technician carries out the installation within 10 working days of signing.", FIBRE, True),
    w.faith("en-ad-003", "para.synonym", "How long am I tied to the Fibre 300 contract?", "The shortest possible contract length is 24 months.", FIBRE, True),
    w.faith("en-ad-004", "para.nominal", "What happens if I cancel before the 24 months are up?", "Early cancellation comes with a €120 fee.", FIBRE, True),
    w.faith("en-ad-005", "fmt.currency", "How much is the fee for cancelling early?", "Cancelling before the end of the minimum term costs 120 euros.", FIBRE, True),
    w.faith("en-ad-006", "para.capital", "Do the children need helmets at Alpenrose?", "HELMETS ARE COMPULSORY for all pupils, and they can be rented at the school for 8 francs per day.", SKI, True),
    w.faith("en-ad-007", "fmt.time", "What time are the children's group lessons?", "They run every morning from half past nine until noon.", SKI, True),
    w.faith("en-ad-008", "fmt.range", "Which ages are the group lessons for?", "The group lessons are for children aged 5–12.", SKI, True),
    w.faith("en-ad-009", "para.relative", "What does the six-day course include?", "The six-day course, which costs 289 francs, includes the lift pass for the beginners' area.", SKI, True),
    w.faith("en-ad-010", "para.pronoun", "Is a helmet necessary, and where do I get one?", "Yes, they are compulsory for all pupils, and you can rent one at the school for 8 francs a day.", SKI, True),
    w.faith("en-ad-011", "fmt.share", "How big is the deposit for a catering order?", "You pay a quarter of the order as a deposit when you book.", BAKERY, True),
    w.faith("en-ad-012", "fmt.unit", "How early do I have to order catering?", "Orders have to be placed at least three days in advance.", BAKERY, True),
    w.faith("en-ad-013", "para.except", "Which pastries contain nuts?", "The almond croissants are the only pastries that aren't nut-free.", BAKERY, True),
    w.faith("en-ad-014", "para.combine", "What size of event does the bakery cater, and how much notice do they need?", "Hollis & Daughter caters events of 20 to 150 guests, with orders needing at least 72 hours' notice.", BAKERY, True),
    w.faith("en-ad-015", "fmt.number", "How many guests can the bakery cater for?", "They cater events of between twenty and one hundred and fifty guests.", BAKERY, True),
    w.faith("en-ad-016", "wrap.opener", "Where can I borrow the audio guide?", "Sure! The audio guide can be borrowed at the ticket desk for €4.", MUSEUM, True),
    w.faith("en-ad-017", "wrap.closer", "How long is the audio tour?", "The audio guide lasts about 45 minutes. Enjoy your visit!", MUSEUM, True),
    w.faith("en-ad-018", "wrap.attribution", "How many languages is the audio guide available in?", "According to the museum's information, the audio guide is available in seven languages.", MUSEUM, True),
    w.faith("en-ad-019", "wrap.hedge", "Do I have to pay to use the guide on my own phone?", "As far as I can tell, downloading the guide to your own phone is free of charge.", MUSEUM, True),
    w.faith("en-ad-020", "wrap.question", "What do I need to leave when I borrow a device?", "Wondering what you need to hand over? You must leave an ID card as a deposit when borrowing a device.", MUSEUM, True),
    w.faith("en-ad-021", "fmt.date", "When does the pottery course start?", "The pottery course starts on January 14, 2025.", POTTERY, True),
    w.faith("en-ad-022", "fmt.number", "How long is the pottery course and what does it cost?", "It runs for ten weeks and costs $180.", POTTERY, True),
    w.faith("en-ad-023", "para.synonym", "How experienced is the pottery teacher?", "The teacher, Paul Okafor, has been teaching ceramics for twelve years.", POTTERY, True),
    w.faith("en-ad-024", "para.relative", "Who trained the pottery instructor?", "Paul Okafor, who teaches the course, was trained by the sculptor Ines Varga.", POTTERY, True),
    w.faith("en-ad-025", "fmt.abbrev", "What are the garden centre's opening hours?", "Greenway is open Mon–Sat 8 am–6 pm and Sun 10 am–4 pm.", GARDEN, True),
    w.faith("en-ad-026", "fmt.unit", "Do they deliver sheds for free?", "Yes, sheds and greenhouses are delivered free of charge within 25 km.", GARDEN, True),
    w.faith("en-ad-027", "para.passive", "Who opened the café at the garden centre?", "The owner, Maria Ellis, opened the centre's café in 2019.", GARDEN, True),
    w.faith("en-ad-028", "fmt.currency", "How are City Star fares calculated?", "The base fare is 3.50 dollars, plus 2.10 dollars for every kilometre.", TAXI, True),
    w.faith("en-ad-029", "fmt.scale", "How far did City Star's cars drive last year?", "Last year the company's 240 cars covered 3.2 million kilometres in total.", TAXI, True),
    w.faith("en-ad-030", "fmt.share", "Is a taxi more expensive at night?", "Yes, between midnight and 6 am fares go up by a fifth.", TAXI, True),
    w.faith("en-ad-031", "para.reorder", "Which ways of paying do the drivers accept?", "Drivers won't take cheques, though they accept both cash and cards.", TAXI, True),
    w.faith("en-ad-032", "para.pronoun", "How do I book an airport transfer?", "You can book it by phone or through the app, but it must be done at least 12 hours ahead.", TAXI, True),
    w.faith("en-ad-033", "fmt.thousands", "How many students live in Harrow Hall?", "Harrow Hall is home to 1,250 students.", DORM, True),
    w.faith("en-ad-034", "fmt.period", "What is the rent at Harrow Hall?", "Rent is £610 a month, and it covers electricity, heating and Wi-Fi.", DORM, True),
    w.faith("en-ad-035", "para.part", "When are quiet hours in the dormitory?", "Quiet hours begin at 11 pm.", DORM, True),
    w.faith("en-ad-036", "para.nominal", "What are the rules for overnight guests?", "Registration at reception is required for overnight guests, and their stays are limited to three nights per month.", DORM, True),
    w.faith("en-ad-037", "value.number", "How long is the minimum contract term?", "The minimum contract term is 12 months.", FIBRE, False),
    w.faith("en-ad-038", "value.currency", "What is the monthly price of the Fibre 300 plan?", "The Fibre 300 plan costs €43.90 per month.", FIBRE, False),
    w.faith("en-ad-039", "negation", "Is a router part of the plan?", "No, the router is not included in the plan and has to be paid for separately.", FIBRE, False),
    w.faith("en-ad-040", "value.time", "When are the group lessons?", "Group lessons run every morning from 9:30 to 11:00.", SKI, False),
    w.faith("en-ad-041", "modality", "Do pupils have to wear helmets?", "Helmets are recommended but optional for pupils.", SKI, False),
    w.faith("en-ad-042", "negation", "Can lessons be cancelled because of the weather?", "Lessons are never cancelled, even when the upper lifts are closed due to wind.", SKI, False),
    w.faith("en-ad-043", "value.except", "Are the pastries nut-free?", "All pastries except the chocolate éclairs are nut-free.", BAKERY, False),
    w.faith("en-ad-044", "direction", "When is delivery free?", "Delivery within the city is free for orders under £200.", BAKERY, False),
    w.faith("en-ad-045", "added.fact", "How long is the audio guide?", "The audio guide lasts about 45 minutes and comes with a free printed map of the museum.", MUSEUM, False),
    w.faith("en-ad-046", "value.date", "When does the pottery course begin?", "The pottery course begins on 21 January 2025.", POTTERY, False),
    w.faith("en-ad-047", "role.swap", "Who trained whom?", "The sculptor Ines Varga was trained by Paul Okafor.", POTTERY, False),
    w.faith("en-ad-048", "quantifier", "What discount do loyalty club members get?", "Loyalty club members get 10% off every product in the centre.", GARDEN, False),
    w.faith("en-ad-049", "added.entity", "Who opened the café?", "The café was opened in 2019 by the owner, Maria Ellis, and her brother Tom.", GARDEN, False),
    w.faith("en-ad-050", "antonym", "Does the fare change at night?", "Between midnight and 6 am, a 20% night discount applies.", TAXI, False),
    w.faith("en-ad-051", "direction", "How far in advance must airport transfers be booked?", "Airport transfers must be booked no more than 12 hours ahead.", TAXI, False),
    w.faith("en-ad-052", "value.unit", "How long can guests stay overnight?", "Overnight guests may stay for a maximum of three nights per week.", DORM, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-ad-053", "refusal.context", "Does the Fibre 300 plan include a TV package?", "The contract details provided don't mention a TV package, so I can't say whether one is included.", FIBRE, True),
    w.refusal("en-ad-054", "refusal.plain", "Is there a car park at the museum?", "Sorry, I can't answer that from the information I have.", MUSEUM, True),
    w.refusal("en-ad-055", "refusal.hedged", "What time do the ski lessons start?", "I think the group lessons start at 9:30 in the morning.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-ad-056", "correct.wordy", "When do the pottery classes meet?", "The pottery classes take place every Tuesday evening, beginning at 6:30 pm and finishing at 8:30 pm.", "On Tuesday evenings from 6:30 pm to 8:30 pm.", True),
    w.correct("en-ad-057", "correct.wordy", "How much is the rent at Harrow Hall?", "The rent that residents of Harrow Hall are charged comes to £610 for each month they live there.", "£610 per month.", True),
    w.correct("en-ad-058", "correct.format", "How long does the museum audio guide last?", "Roughly three quarters of an hour.", "About 45 minutes.", True),
    w.correct("en-ad-059", "wrong.value", "How far does the garden centre deliver sheds for free?", "Sheds are delivered free of charge within 50 kilometres.", "Within 25 kilometres.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-ad-060", "relevant.direct", "When can I drop by the garden centre on a Sunday?", "Between 10 am and 4 pm.", GARDEN, True),
    w.relevant("en-ad-061", "relevant.direct", "What's the price of renting a helmet?", "Eight francs per day.", SKI, True),
    w.relevant("en-ad-062", "relevant.direct", "How do I get hold of a cab?", "Just call them or use the app.", TAXI, True),
    w.relevant("en-ad-063", "relevant.yesno", "Can I pay my taxi fare with a cheque?", "No, drivers only take cards and cash.", TAXI, True),
    w.relevant("en-ad-064", "offtopic.true", "When do quiet hours start at Harrow Hall?", "Laundry machines are in the basement and cost £2.50 per wash.", DORM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-ad-065", "diag.pass", "How much notice does the bakery need for a catering order?", "At least 72 hours.", {"bakery-catering": BAKERY, "garden-centre": GARDEN}, ("bakery-catering",), "pass"),
    w.diag("en-ad-066", "diag.missed", "What is the early cancellation fee for the Fibre 300 plan?", "I'm sorry, the documents I have don't mention a cancellation fee.", {"ski-school": SKI, "taxi-fares": TAXI}, ("fibre-contract",), "fix_retrieval"),
    w.diag("en-ad-067", "diag.correct_refusal", "Does Harrow Hall allow pets?", "The dormitory information doesn't say anything about pets, so I can't tell you.", {"dorm-rules": DORM}, (), "correct_refusal"),
    w.diag("en-ad-068", "diag.unfaithful", "How old do you have to be for the pottery course?", "Participants must be at least 18 years old.", {"pottery-course": POTTERY, "museum-guide": MUSEUM}, ("pottery-course",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
