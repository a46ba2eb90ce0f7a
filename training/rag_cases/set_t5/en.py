"""English cases of set t5: Millbrook Leisure Pool (hours, prices, adult lessons), the
Skyward Miles loyalty programme (tiers, miles), Lemon & Thyme Cookery School (pasta
workshop, children's baking club), Hartley Family Vineyard (cellar door, production),
Ashford District Council (bins, parking permits) and Voltline Electronics' returns."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

POOL_HOURS = (
    "Millbrook Leisure Pool opens at 06:30 on weekdays and at 08:00 on Saturdays and Sundays. "
    "The pool closes every day at 21:00. "
    "During the early swim, until 09:00, the 25-metre main pool is split into three lanes: slow, medium and fast. "
    "Swimming caps are compulsory for anyone whose hair is longer than shoulder length."
)
POOL_PRICES = (
    "A single adult swim at Millbrook costs £5.20, and children under 16 pay £2.60. "
    "An adult ten-swim card is sold for £46 and is valid for 12 months from the date of purchase. "
    "Under-fives swim free but must be accompanied in the water by an adult aged 18 or over. "
    "Lockers take a £1 coin, which is returned when the locker is opened."
)
POOL_LESSONS = (
    "Head coach Priya Nandan runs the Saturday beginners' course for adults, and lifeguard Tom Ellery assists her in the water. "
    "The course lasts eight weeks and each session is 45 minutes long. "
    "Places are limited to ten learners per course, and bookings open on the first Monday of each month."
)
AIR_TIERS = (
    "Skyward Miles has three tiers: Blue, Silver and Gold. "
    "Members reach Silver after earning 30,000 tier points in a calendar year, and Gold after 60,000. "
    "Silver members get one free checked bag of up to 23 kg on every flight, while Gold members get two. "
    "Tier status lasts until the end of the following March."
)
AIR_MILES = (
    "Miles in a Skyward account expire after 36 months without any earning or spending activity. "
    "Members can transfer miles to another member up to four times per year, for a fee of £15 per transfer. "
    "Reward seats on partner airlines must be booked at least 14 days before departure. "
    "Upgrades with miles are not available on basic economy fares."
)
COOK_PASTA = (
    "The Thursday pasta workshop at Lemon & Thyme Cookery School is taught by chef Marco Bellini, with pastry chef Anna Kowalski leading the dessert segment. "
    "The class runs from 18:30 to 21:30 and costs £75 per person, ingredients and aprons included. "
    "Participants take home whatever they cook. "
    "Cancellations made at least 72 hours before the class receive a full refund; later cancellations are not refunded."
)
COOK_KIDS = (
    "The school's children's baking club is open to ages 8 to 12 and meets on Saturday mornings. "
    "Parents are asked to tell the school about any food allergies when booking. "
    "All recipes used in the club are nut-free, and one vegetarian option is offered at every session."
)
WINE_VISIT = (
    "Hartley Family Vineyard was founded in 1987 by Ruth Hartley, and her son Daniel has been the winemaker since 2015. "
    "Cellar-door tastings run Wednesday to Sunday, from 11 a.m. to 5 p.m. "
    "A standard tasting of five wines costs £12, and the fee is waived if you buy two or more bottles. "
    "Guided vineyard walks take place only on Saturdays and must be booked in advance."
)
WINE_ESTATE = (
    "The Hartley estate produced about 48,000 bottles last year, roughly 60 per cent of them white wine. "
    "Its 2021 Pinot Noir won a gold medal at the regional wine show on 14 June 2023. "
    "Hartley wines are sold at the cellar door and through the estate's website, but not in supermarkets."
)
COUNCIL_BINS = (
    "Ashford District Council collects general waste every other Tuesday and recycling on the alternate Tuesdays. "
    "Garden waste is collected fortnightly from March to November for subscribers, who pay £48 a year. "
    "Bins must be put out by 7 a.m. on collection day and brought back in by the end of the following day. "
    "Bulky items such as sofas can be collected for a fee of £35 for up to three items."
)
COUNCIL_PERMITS = (
    "Residents' parking permits in Ashford cost £60 per year for the first car and £90 for a second car. "
    "Applications are handled by the Parking Services team and are usually processed within ten working days. "
    "Blue Badge holders are exempt from the permit charge."
)
ELEC_RETURNS = (
    "At Voltline Electronics, most items can be returned within 30 days of purchase for a full refund, provided they come with the receipt. "
    "Opened software, earbuds and in-ear headphones cannot be returned, for hygiene and licensing reasons, unless they are faulty. "
    "Laptops and tablets returned opened are subject to a 15 % restocking fee. "
    "Refunds are made to the original payment method within five working days."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t5-001", "para.synonym", "Do I need a swim cap at Millbrook?", "Yes, if your hair reaches past your shoulders, you have to wear a swimming cap.", POOL_HOURS, True),
    w.faith("en-t5-002", "fmt.time", "What time does the pool close?", "It shuts at 9 p.m., every day of the week.", POOL_HOURS, True),
    w.faith("en-t5-003", "para.combine", "When can I swim on a Saturday?", "On Saturdays you can swim from 8 in the morning until 9 in the evening.", POOL_HOURS, True),
    w.faith("en-t5-004", "fmt.currency", "How much is a swim for my 12-year-old?", "Children under sixteen pay two pounds sixty for a swim.", POOL_PRICES, True),
    w.faith("en-t5-005", "fmt.period", "How long can I use the ten-swim card?", "The adult ten-swim card stays valid for a year from the day you buy it.", POOL_PRICES, True),
    w.faith("en-t5-006", "para.relative", "Who helps out in the adult beginners' course?", "Tom Ellery, who is a lifeguard, assists head coach Priya Nandan in the water.", POOL_LESSONS, True),
    w.faith("en-t5-007", "fmt.unit", "How long is each lesson in the beginners' course?", "Every session lasts three quarters of an hour.", POOL_LESSONS, True),
    w.faith("en-t5-008", "fmt.thousands", "How many tier points do I need for Silver?", "You need 30000 tier points within one calendar year to reach Silver.", AIR_TIERS, True),
    w.faith("en-t5-009", "fmt.abbrev", "What's the baggage allowance for Silver members?", "Silver members can check one bag weighing up to 23 kilograms free of charge on every flight.", AIR_TIERS, True),
    w.faith("en-t5-010", "fmt.number", "How often can I transfer miles to someone else?", "You can make a maximum of 4 transfers a year, and each one costs £15.", AIR_MILES, True),
    w.faith("en-t5-011", "wrap.attribution", "How early do I have to book a partner reward seat?", "According to the programme rules, partner-airline reward seats have to be booked two weeks or more before the flight.", AIR_MILES, True),
    w.faith("en-t5-012", "para.synonym", "Can I use miles to upgrade a basic economy ticket?", "No, miles can't be used for upgrades on basic economy fares.", AIR_MILES, True),
    w.faith("en-t5-013", "wrap.opener", "What does the pasta class cost?", "Good question! The Thursday pasta workshop is £75 per person, and that covers the ingredients and an apron.", COOK_PASTA, True),
    w.faith("en-t5-014", "para.nominal", "Can I get my money back if I cancel the pasta class?", "Cancellation at least 72 hours ahead of the class entitles you to a full refund.", COOK_PASTA, True),
    w.faith("en-t5-015", "para.part", "Do we get to keep the food we make?", "Yes, participants take home whatever they cook.", COOK_PASTA, True),
    w.faith("en-t5-016", "wrap.closer", "Does the kids' baking club use nuts?", "No, every recipe in the club is made without nuts. Hope that helps!", COOK_KIDS, True),
    w.faith("en-t5-017", "fmt.range", "What age is the baking club for?", "It's for children aged 8–12, and it meets on Saturday mornings.", COOK_KIDS, True),
    w.faith("en-t5-018", "para.except", "Which days can I do a tasting?", "Tastings are held every day except Monday and Tuesday.", WINE_VISIT, True),
    w.faith("en-t5-019", "para.reorder", "Is the tasting fee ever waived?", "If you buy at least two bottles, you don't pay the £12 fee for the five-wine tasting.", WINE_VISIT, True),
    w.faith("en-t5-020", "fmt.date", "When did the Pinot Noir win its medal?", "The 2021 Pinot Noir took gold at the regional wine show on June 14th, 2023.", WINE_ESTATE, True),
    w.faith("en-t5-021", "fmt.scale", "How many bottles did the estate make last year?", "Around 48 thousand bottles.", WINE_ESTATE, True),
    w.faith("en-t5-022", "fmt.share", "How much of the estate's wine is white?", "Roughly three fifths of last year's bottles were white wine.", WINE_ESTATE, True),
    w.faith("en-t5-023", "wrap.hedge", "When do I need to put my bin out?", "I think it needs to be out by 7 a.m. on the day of collection.", COUNCIL_BINS, True),
    w.faith("en-t5-024", "wrap.question", "How long does a parking permit application take?", "Wondering how long it takes? Parking Services normally deals with applications within ten working days.", COUNCIL_PERMITS, True),
    # unfaithful: exactly one clear error
    w.faith("en-t5-025", "value.time", "When does the pool open on weekdays?", "On weekdays the doors open at 7:30 in the morning.", POOL_HOURS, False),
    w.faith("en-t5-026", "direction", "When is the main pool split into lanes?", "The main pool is divided into slow, medium and fast lanes after 9 a.m.", POOL_HOURS, False),
    w.faith("en-t5-027", "value.number", "How much is the adult ten-swim card?", "The adult ten-swim card costs £56 and lasts twelve months from purchase.", POOL_PRICES, False),
    w.faith("en-t5-028", "modality", "Does my four-year-old need an adult in the pool?", "Under-fives swim for free, and it's recommended that an adult goes in the water with them.", POOL_PRICES, False),
    w.faith("en-t5-029", "role.swap", "Who runs the adult beginners' course?", "Tom Ellery leads the Saturday beginners' course, and Priya Nandan helps him in the water.", POOL_LESSONS, False),
    w.faith("en-t5-030", "antonym", "When can I book the beginners' course?", "Bookings close on the first Monday of each month.", POOL_LESSONS, False),
    w.faith("en-t5-031", "quantifier", "Which tiers include a free checked bag?", "Only Gold members get free checked bags.", AIR_TIERS, False),
    w.faith("en-t5-032", "value.unit", "How heavy can a Silver member's free bag be?", "Silver members can check one free bag of up to 23 lb on every flight.", AIR_TIERS, False),
    w.faith("en-t5-033", "negation", "Can I upgrade a basic economy fare with miles?", "Yes, miles can be used to upgrade basic economy fares.", AIR_MILES, False),
    w.faith("en-t5-034", "value.currency", "Is there a charge for transferring miles?", "Each transfer of miles to another member costs $15.", AIR_MILES, False),
    w.faith("en-t5-035", "role.swap", "Who teaches the pasta workshop?", "Anna Kowalski teaches the pasta workshop, while Marco Bellini takes charge of the dessert part.", COOK_PASTA, False),
    w.faith("en-t5-036", "added.fact", "What's included in the pasta class price?", "The £75 fee covers ingredients and an apron, and a glass of wine is served with the meal.", COOK_PASTA, False),
    w.faith("en-t5-037", "value.date", "When was the vineyard founded?", "Ruth Hartley set up the vineyard in 1978.", WINE_VISIT, False),
    w.faith("en-t5-038", "value.except", "Which days are tastings held?", "You can come for a tasting any day except Monday.", WINE_VISIT, False),
    w.faith("en-t5-039", "modality", "Do I need to book the vineyard walk?", "The guided walks run on Saturdays only, and booking ahead is optional.", WINE_VISIT, False),
    w.faith("en-t5-040", "antonym", "What kind of wine does the estate mostly make?", "About 60 per cent of last year's bottles were red wine.", WINE_ESTATE, False),
    w.faith("en-t5-041", "negation", "Does the council collect sofas?", "Yes, bulky items such as sofas are collected, and the council doesn't charge for it.", COUNCIL_BINS, False),
    w.faith("en-t5-042", "added.entity", "Who processes parking permit applications?", "Applications are dealt with by the Parking Services team together with the Highways Department.", COUNCIL_PERMITS, False),
    w.faith("en-t5-043", "quantifier", "Is there a restocking fee on returns?", "Every item returned opened is charged a 15 % restocking fee.", ELEC_RETURNS, False),
    w.faith("en-t5-044", "value.except", "Can I return earbuds I've opened?", "No, opened earbuds can't be returned, even if they turn out to be faulty.", ELEC_RETURNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t5-045", "correct.wordy", "How many free checked bags do Gold members get?", "Gold members of Skyward Miles are entitled to two complimentary checked bags on every flight they take.", "Two bags.", True),
    w.correct("en-t5-046", "correct.format", "What time do cellar-door tastings end?", "17:00.", "5 p.m.", True),
    w.correct("en-t5-047", "correct.format", "How much does the pasta workshop cost?", "Seventy-five pounds per person.", "£75", True),
    w.correct("en-t5-048", "correct.wordy", "How often is garden waste collected?", "For households that subscribe, the council picks up garden waste once every fortnight.", "Every two weeks.", True),
    w.correct("en-t5-049", "wrong.value", "How long do I have to return an item to Voltline?", "You have 14 days from purchase to bring it back.", "30 days.", False),
    w.correct("en-t5-050", "wrong.role", "Who founded Hartley Family Vineyard?", "It was founded by Daniel Hartley, the winemaker.", "Ruth Hartley.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
