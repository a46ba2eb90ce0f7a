"""English cases of set AS. Scenarios: a tea house, a horse-riding stable, a museum shop, a
vaccination clinic, a student dormitory, a lighthouse tour, a cooking class and a bicycle
rental at a lake."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

TEA = "Willow Leaf Tea House opens at 10:00 and closes at 18:30 from Tuesday to Sunday; it is closed on Mondays. A pot of jasmine tea costs $6.50 and serves two people. Owner Hana Brooks runs a tasting session every Saturday at 14:00 for up to 8 guests."
STABLE = "Greenfield Stables offers trail rides for riders aged 10 to 16 on weekday afternoons. Each ride lasts 90 minutes and covers about 7 kilometres of forest path. Helmets are provided free of charge, but riders must bring their own boots. Instructor Tom Alvarez leads the Wednesday group."
SHOP = "The shop of the Harbour Museum sells postcards for $1.20 each and a printed catalogue for $24. Members receive a 15% discount on everything except books. The museum welcomed 1,250,000 visitors in 2023, and the shop sold 12,400 postcards that year. The shop closes at 16:30, half an hour before the museum."
CLINIC = "The Riverside Vaccination Clinic gives flu shots on 3 October 2024 from 8:30 a.m. to 12:00 p.m. No appointment is needed for adults, but children under 12 must be booked by a parent. Nurse Priya Shah will give the shots, and each patient should wait 15 minutes afterwards."
DORM = "Maple Hall houses 240 students on four floors, and half of the residents are first-year students. Every room has a desk and a wardrobe, and all rooms except those on the ground floor have a balcony. Quiet hours run from 22:00 to 7:00, and the monthly rent is $480, paid by the fifth day of each month. The resident assistant, Leo Park, reports maintenance problems to the building manager, Ruth Cole."
LIGHTHOUSE = "Tours of the Cape Morrow lighthouse leave from the visitor centre every 45 minutes between 9:15 and 15:45. Visitors climb 162 steps to reach the lamp room. Children under 6 are not allowed on the stairs. The lighthouse was built in 1874 and was automated in 1981."
COOKING = "Chef Marco Lenti teaches a pasta class in Studio B on Thursday evenings from 18:00 to 20:30. The class costs $55 per person, including all ingredients, and is limited to 12 participants. Participants may take home whatever they cook. Aprons are provided."
BIKES = "Lakeside Bikes at Lake Orin rents city bikes for $9 per hour and tandems for $15 per hour. A deposit of $50 is required for every rental. The path around the lake is 18 kilometres long and runs clockwise from the boathouse. Bikes must be returned by 19:00."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("en-as-001", "para.reorder", "When is the tea house open?", "From Tuesday to Sunday, Willow Leaf Tea House is open from 10:00 to 18:30.", TEA, True),
    w.faith("en-as-002", "para.passive", "Who runs the tasting session?", "The Saturday tasting session is run by owner Hana Brooks.", TEA, True),
    w.faith("en-as-003", "para.synonym", "What do riders need to bring?", "Riders have to bring their own boots; helmets are supplied for free.", STABLE, True),
    w.faith("en-as-004", "para.nominal", "When does the clinic give flu shots?", "The administration of flu shots takes place on 3 October 2024, from 8:30 a.m. to 12:00 p.m.", CLINIC, True),
    w.faith("en-as-005", "para.capital", "How much is a city bike?", "City bikes at LAKESIDE BIKES cost $9 per hour.", BIKES, True),
    w.faith("en-as-006", "para.pronoun", "When was the lighthouse built and automated?", "The lighthouse was built in 1874, and it was automated in 1981.", LIGHTHOUSE, True),
    w.faith("en-as-007", "para.relative", "Who teaches the pasta class?", "The pasta class is taught by Chef Marco Lenti, who holds it in Studio B on Thursday evenings.", COOKING, True),
    w.faith("en-as-008", "para.part", "What does the price of the pasta class include?", "The price includes all ingredients.", COOKING, True),
    w.faith("en-as-009", "para.combine", "What do I pay to rent a city bike?", "A city bike costs $9 per hour, and every rental requires a $50 deposit.", BIKES, True),
    w.faith("en-as-010", "fmt.number", "How many guests can join the tasting?", "Up to eight guests can join the Saturday tasting.", TEA, True),
    w.faith("en-as-011", "fmt.thousands", "How many postcards did the shop sell in 2023?", "The shop sold 12400 postcards in 2023.", SHOP, True),
    w.faith("en-as-012", "fmt.scale", "How many visitors did the museum have in 2023?", "The museum had 1.25 million visitors in 2023.", SHOP, True),
    w.faith("en-as-013", "fmt.date", "On what date are the flu shots given?", "The flu shots are given on October 3rd, 2024.", CLINIC, True),
    w.faith("en-as-014", "fmt.time", "When does the pasta class end?", "The pasta class ends at 8:30 p.m.", COOKING, True),
    w.faith("en-as-015", "fmt.unit", "How long is the path around the lake?", "The lake path is 18,000 metres long.", BIKES, True),
    w.faith("en-as-016", "fmt.abbrev", "How far does a trail ride go?", "A trail ride covers about 7 km of forest path.", STABLE, True),
    w.faith("en-as-017", "fmt.currency", "How much is a pot of jasmine tea?", "A pot of jasmine tea is 6.50 dollars and serves two.", TEA, True),
    w.faith("en-as-018", "fmt.range", "Who can go on the trail rides?", "Riders aged 10-16 can join the trail rides on weekday afternoons.", STABLE, True),
    w.faith("en-as-019", "fmt.period", "How long is each trail ride?", "Each trail ride lasts an hour and a half.", STABLE, True),
    w.faith("en-as-020", "fmt.share", "How many of the residents are first-year students?", "50% of Maple Hall's residents are first-year students.", DORM, True),
    w.faith("en-as-021", "para.except", "Which rooms have a balcony?", "Apart from the ground-floor rooms, every room in Maple Hall has a balcony.", DORM, True),
    w.faith("en-as-022", "wrap.opener", "How many steps are there to the top?", "Good question! Visitors climb 162 steps to reach the lamp room.", LIGHTHOUSE, True),
    w.faith("en-as-023", "wrap.closer", "When must the bikes be returned?", "Bikes must be back by 19:00. Enjoy your ride around the lake!", BIKES, True),
    w.faith("en-as-024", "wrap.attribution", "When was the lighthouse built?", "According to the tour information, the Cape Morrow lighthouse was built in 1874.", LIGHTHOUSE, True),
    w.faith("en-as-025", "wrap.hedge", "How long should I wait after the shot?", "It seems each patient should wait 15 minutes after the shot.", CLINIC, True),
    w.faith("en-as-026", "wrap.question", "How much is the pasta class?", "How much is the pasta class? It's $55 per person, with all ingredients included.", COOKING, True),
    w.faith("en-as-027", "para.synonym", "When are quiet hours in Maple Hall?", "Quiet hours at Maple Hall last from 22:00 until 7:00.", DORM, True),
    w.faith("en-as-028", "fmt.time", "When do the lighthouse tours start and stop?", "Tours leave every 45 minutes from 9:15 a.m. until 3:45 p.m.", LIGHTHOUSE, True),
    w.faith("en-as-029", "fmt.currency", "How big is the deposit for a bike?", "Every rental needs a fifty-dollar deposit.", BIKES, True),
    w.faith("en-as-030", "para.passive", "What discount do members get at the shop?", "A 15% discount on everything except books is given to members.", SHOP, True),
    w.faith("en-as-031", "para.combine", "How do flu shots work for children?", "Children under 12 must be booked by a parent, and Nurse Priya Shah will give the shots.", CLINIC, True),
    w.faith("en-as-032", "fmt.number", "When is the rent due?", "The $480 rent is due by the 5th of each month.", DORM, True),
    w.faith("en-as-033", "para.reorder", "What does the catalogue cost?", "For $24 you can buy a printed catalogue at the Harbour Museum shop.", SHOP, True),
    w.faith("en-as-034", "fmt.period", "How often do the tours leave?", "A tour leaves every three quarters of an hour.", LIGHTHOUSE, True),
    # one clear error each
    w.faith("en-as-035", "value.number", "How many steps do visitors climb?", "Visitors climb 126 steps to reach the lamp room.", LIGHTHOUSE, False),
    w.faith("en-as-036", "value.date", "On what date are the flu shots given?", "The flu shots are given on 13 October 2024.", CLINIC, False),
    w.faith("en-as-037", "value.time", "When does the tea tasting start?", "The tasting session starts every Saturday at 16:00.", TEA, False),
    w.faith("en-as-038", "value.unit", "How long is the lake path?", "The path around the lake is 18 miles long.", BIKES, False),
    w.faith("en-as-039", "value.currency", "How much is the catalogue?", "The printed catalogue costs £24.", SHOP, False),
    w.faith("en-as-040", "role.swap", "Who reports maintenance problems in Maple Hall?", "The building manager, Ruth Cole, reports maintenance problems to the resident assistant, Leo Park.", DORM, False),
    w.faith("en-as-041", "negation", "Are aprons provided in the pasta class?", "No, aprons are not provided in the pasta class.", COOKING, False),
    w.faith("en-as-042", "antonym", "When is the pasta class held?", "The pasta class takes place on Thursday mornings in Studio B.", COOKING, False),
    w.faith("en-as-043", "modality", "Can participants take their food home?", "Participants must take home whatever they cook.", COOKING, False),
    w.faith("en-as-044", "quantifier", "Is there a deposit for bike rentals?", "Only some rentals require a $50 deposit.", BIKES, False),
    w.faith("en-as-045", "value.except", "Which items are not covered by the member discount?", "Members get 15% off everything except postcards.", SHOP, False),
    w.faith("en-as-046", "direction", "Which way does the lake path run?", "The path around the lake runs counterclockwise from the boathouse.", BIKES, False),
    w.faith("en-as-047", "added.fact", "What does the pasta class cost?", "The pasta class costs $55 per person, including all ingredients and a glass of wine.", COOKING, False),
    w.faith("en-as-048", "added.entity", "Who gives the flu shots?", "Nurse Priya Shah and Dr. Alan Reed will give the flu shots.", CLINIC, False),
    w.faith("en-as-049", "mixed", "What are the tea house's opening days and hours?", "Willow Leaf Tea House is open from 10:00 to 18:30 and is closed on Sundays.", TEA, False),
    w.faith("en-as-050", "value.number", "How many students live in Maple Hall?", "Maple Hall houses 420 students on four floors.", DORM, False),
]

REFUSAL: list[Case] = [
    w.refusal("en-as-051", "refusal.plain", "Does the tea house serve food?", "I'm sorry, but I don't know whether the tea house serves food.", TEA, True),
    w.refusal("en-as-052", "refusal.context", "Is there parking at the lighthouse?", "The provided information doesn't say anything about parking at the lighthouse.", LIGHTHOUSE, True),
    w.refusal("en-as-053", "refusal.short", "What is the instructor's phone number?", "I don't know.", STABLE, True),
    w.refusal("en-as-054", "refusal.partial", "How much is a tandem, and do you rent child seats?", "A tandem costs $15 per hour, but I couldn't find anything about child seats.", BIKES, False),
    w.refusal("en-as-055", "refusal.hedged", "How long is a trail ride?", "I'm not completely sure, but each ride seems to last 90 minutes.", STABLE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-as-056", "correct.wordy", "What time do bikes from Lakeside Bikes need to be returned?", "All bikes rented at Lakeside Bikes have to be brought back no later than 19:00, so plan your ride around the lake accordingly.", "By 19:00.", True),
    w.correct("en-as-057", "correct.wordy", "Who teaches the pasta class?", "The person teaching the Thursday evening pasta class in Studio B is Chef Marco Lenti.", "Chef Marco Lenti.", True),
    w.correct("en-as-058", "correct.format", "When are the flu shots?", "October 3rd, 2024.", "On 3 October 2024.", True),
    w.correct("en-as-059", "correct.short", "How many steps lead to the lamp room?", "162.", "Visitors climb 162 steps to reach the lamp room.", True),
    w.correct("en-as-060", "wrong.value", "How much is the monthly rent at Maple Hall?", "The monthly rent at Maple Hall is $840.", "$480 per month.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-as-061", "relevant.direct", "When can I get my flu jab?", "On 3 October 2024, between 8:30 a.m. and noon.", CLINIC, True),
    w.relevant("en-as-062", "relevant.direct", "Where does the lighthouse tour begin?", "They set off from the visitor centre.", LIGHTHOUSE, True),
    w.relevant("en-as-063", "relevant.direct", "What's the price of renting a tandem?", "$15 per hour.", BIKES, True),
    w.relevant("en-as-064", "relevant.direct", "Who is in charge of the Wednesday riders?", "Instructor Tom Alvarez.", STABLE, True),
    w.relevant("en-as-065", "relevant.yesno", "Is the tea house open on Mondays?", "No, it's closed on Mondays.", TEA, True),
    w.relevant("en-as-066", "offtopic.true", "How much does the pasta class cost?", "Aprons are provided.", COOKING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-as-067", "diag.pass", "How many people does a pot of jasmine tea serve?", "A pot of jasmine tea serves two people.", {"tea-1": TEA, "bikes-1": BIKES}, ("tea-1",), "pass"),
    w.diag("en-as-068", "diag.missed", "When was the Cape Morrow lighthouse built?", "I can't find when the lighthouse was built in the available documents.", {"dorm-1": DORM, "shop-1": SHOP}, ("lighthouse-1",), "fix_retrieval"),
    w.diag("en-as-069", "diag.correct_refusal", "Is there Wi-Fi in Maple Hall?", "The documents don't mention Wi-Fi in Maple Hall.", {"dorm-1": DORM}, (), "correct_refusal"),
    w.diag("en-as-070", "diag.unfaithful", "How long does each trail ride last?", "Each trail ride lasts 45 minutes.", {"stable-1": STABLE}, ("stable-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
