"""English cases of fresh set cf: a yoga retreat (Cedar Hollow), an airport lounge (the
Meridian Lounge), a driving school (Northgate), a public archive reading room (Halvern
County Archive), a fishing charter (the Sea Lark), a children's theatre (the Little
Lantern), a cheese dairy tour (Brookfield Dairy), a coworking cafe (the Inkwell), a
hot-air balloon flight (Skyward Balloons) and a tailor (Ferraro & Sons)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

YOGA = "The Cedar Hollow Yoga Retreat sits on a 12-hectare farm outside Ashby Falls and runs weekend retreats from Friday at 4 pm to Sunday at 2 pm. A weekend costs £340 per person in a shared room and £460 in a single room, with all vegetarian meals included. The head teacher, Maya Lindqvist, leads the 7:00 am vinyasa class, while her colleague Tom Okafor teaches the evening yin session at 6:30 pm. Guests must be at least 16 years old, and guests under 18 need a consent form signed by a parent. Phones are collected at check-in and handed back at departure, except for doctors and nurses who are on call."

LOUNGE = "The Meridian Lounge in Terminal 2 of Port Alder Airport opens every day at 5:00 am and closes at 11:30 pm. Business-class passengers of any partner airline enter free of charge, and holders of the Silver card may bring one guest. Everyone else can buy a day pass for €45, which is sold only at the reception desk and not online. Showers can be booked for up to 20 minutes at a time, and towels are provided. The lounge seats 180 people, and when it is full, priority goes to passengers whose flights leave within the next two hours."

DRIVING = "Northgate Driving School offers a beginner package of 10 lessons for $550, while a single lesson costs $60. Every lesson lasts 90 minutes and starts at the school's office at 14 Mill Road. Learners must hold a valid learner's permit before their first lesson, and the school will not book a lesson without one. Instructor Priya Shah teaches in manual cars, and instructor Daniel Ruiz teaches in automatic cars only. Lessons cancelled less than 24 hours in advance are charged in full, unless the learner brings a doctor's note."

ARCHIVE = "The reading room of the Halvern County Archive is open every day except Monday, from 9:30 am to 4:30 pm. Visitors need a reader's card, which is issued free of charge on showing photo ID. Readers may order up to five boxes of documents per day, and orders must be placed by 3 pm. Only pencils are allowed in the room; pens, food and drinks must be left in the lockers. Photographs without flash cost £2 per day, but documents marked 'restricted' may not be photographed at all."

FISHING = "Captain Rosa Mendes runs half-day fishing charters on her boat, the Sea Lark, from Kettle Harbour. Trips leave at 6:00 am and come back at 12:30 pm, and the season runs from April 1 to October 31. The boat takes at most 8 anglers, and chartering the whole boat privately costs $900. Rods, bait and life jackets are included, but a state fishing licence is not and must be bought in advance. At the end of each trip, her deckhand Eli Barnes cleans and fillets the catch free of charge."

THEATRE = "The Little Lantern Theatre puts on puppet shows for children aged 3 to 8 every Saturday and Sunday at 11 am and 3 pm. Each show lasts 45 minutes with no interval. Tickets cost $12 for children and $8 for accompanying adults, and babies under one year old get in free. The hall has 120 seats, and latecomers are let in only after the first scene. The current show, 'The Moon Fox', was written by Clara Benn and is directed by Oliver Stroud."

DAIRY = "Brookfield Dairy runs guided cheese tours on Wednesdays and Fridays at 10:00 am. The tour takes two hours and ends with a tasting of six cheeses, among them the farm's aged cheddar. Tickets cost $25 for adults, and children under 12 pay half price. Each of the farm's 60 cows gives about 25 litres of milk a day, and about 10 litres of milk go into one kilogram of cheese. Visitors must wear the hairnets and shoe covers handed out at the door and may not touch the cheese vats."

COWORK = "The Inkwell Coworking Cafe in Dunmore is open Monday to Friday from 7 am to 8 pm. A day pass costs $18 and includes unlimited filter coffee, and a monthly membership costs $220. Members can book the meeting room for up to two hours a day at no extra charge. The Wi-Fi runs at 500 megabits per second, and the cafe has 40 desks. Phone calls are allowed only in the two soundproof booths on the upper floor."

BALLOON = "Skyward Balloons flies over the Wyndmere Valley at sunrise from May to September. Passengers must arrive at the launch field 30 minutes before take-off, and the flight itself lasts about one hour. A seat costs $290, and the basket holds up to 12 passengers plus the pilot, Hannah Voss. Flights are cancelled when the wind is stronger than 15 km/h, and cancelled flights are rebooked at no cost or refunded in full. Passengers must be at least 1.2 metres tall."

TAILOR = "Ferraro & Sons is a tailor on Bridge Street in Calder that makes made-to-measure suits in about six weeks. A two-piece suit starts at $1,200, and every suit needs two fittings. Simple alterations such as hemming trousers cost $15 and are ready in three working days. The shop was founded in 1962 by Luca Ferraro, who had trained as a cutter in Rome, and today his granddaughter Giulia Ferraro runs it. It is open Tuesday to Saturday from 10 am to 6 pm."

# fmt: off
FAITHFULNESS = [
    w.faith("en-cf-001", "para.reorder", "When is Ferraro & Sons open?", "From 10 am to 6 pm, Tuesday to Saturday, the shop is open.", TAILOR, True),
    w.faith("en-cf-002", "para.passive", "Who cleans the fish after the trip?", "At the end of each trip, the catch is cleaned and filleted free of charge by the deckhand, Eli Barnes.", FISHING, True),
    w.faith("en-cf-003", "para.synonym", "Where can I make phone calls at the Inkwell?", "Calls may be made only in the two sound-proofed booths upstairs.", COWORK, True),
    w.faith("en-cf-004", "para.nominal", "What happens if it is too windy to fly?", "Winds above 15 km/h lead to the cancellation of the flight, followed by free rebooking or a full refund.", BALLOON, True),
    w.faith("en-cf-005", "para.capital", "Where did Luca Ferraro learn his trade?", "He trained as a cutter in the Italian capital.", TAILOR, True),
    w.faith("en-cf-006", "para.pronoun", "Who is behind 'The Moon Fox'?", "Clara Benn wrote it, and Oliver Stroud directs it.", THEATRE, True),
    w.faith("en-cf-007", "para.relative", "Who teaches in automatic cars?", "That is Daniel Ruiz, the instructor who teaches only in automatic cars.", DRIVING, True),
    w.faith("en-cf-008", "para.part", "What is served at the end of the tour?", "The tasting at the end includes the farm's aged cheddar.", DAIRY, True),
    w.faith("en-cf-009", "para.combine", "Who teaches the classes at the retreat?", "The head teacher Maya Lindqvist leads the 7:00 am vinyasa class, and Tom Okafor teaches the 6:30 pm yin session.", YOGA, True),
    w.faith("en-cf-010", "fmt.number", "How many anglers fit on the Sea Lark?", "No more than eight anglers can come aboard.", FISHING, True),
    w.faith("en-cf-011", "fmt.thousands", "How much is a two-piece suit?", "Two-piece suits start at 1200 dollars.", TAILOR, True),
    w.faith("en-cf-012", "fmt.scale", "How much milk does the dairy need for its cheese?", "About 10 litres of milk go into every 1,000 grams of cheese.", DAIRY, True),
    w.faith("en-cf-013", "fmt.date", "When is the fishing season?", "The season lasts from 1 April through 31 October.", FISHING, True),
    w.faith("en-cf-014", "fmt.time", "What are the reading room's hours?", "It is open from 09:30 to 16:30.", ARCHIVE, True),
    w.faith("en-cf-015", "fmt.unit", "When are balloon flights called off?", "A flight is cancelled when the wind blows harder than 15 kilometres per hour.", BALLOON, True),
    w.faith("en-cf-016", "fmt.abbrev", "How fast is the Wi-Fi at the Inkwell?", "The Wi-Fi runs at 500 Mbps.", COWORK, True),
    w.faith("en-cf-017", "fmt.currency", "How much is a day pass for the Meridian Lounge?", "A day pass costs 45 euros.", LOUNGE, True),
    w.faith("en-cf-018", "fmt.range", "How long can I book a shower for?", "The maximum length of one shower booking is 20 minutes.", LOUNGE, True),
    w.faith("en-cf-019", "fmt.period", "How long does a made-to-measure suit take?", "It takes roughly 42 days.", TAILOR, True),
    w.faith("en-cf-020", "fmt.share", "What do children pay for the cheese tour?", "Children under 12 pay 50% of the adult price.", DAIRY, True),
    w.faith("en-cf-021", "para.except", "Which days is the reading room open?", "It is closed on Mondays and open on the other six days of the week.", ARCHIVE, True),
    w.faith("en-cf-022", "wrap.opener", "How much is a single driving lesson?", "Good question! A single lesson costs $60 and lasts 90 minutes.", DRIVING, True),
    w.faith("en-cf-023", "wrap.closer", "How much is a weekend in a single room?", "A weekend in a single room costs £460, with all vegetarian meals included. Enjoy your retreat!", YOGA, True),
    w.faith("en-cf-024", "wrap.attribution", "How much is a monthly membership at the Inkwell?", "According to the document, a monthly membership costs $220.", COWORK, True),
    w.faith("en-cf-025", "wrap.hedge", "How long is a puppet show?", "I think each show lasts 45 minutes, with no interval.", THEATRE, True),
    w.faith("en-cf-026", "wrap.question", "How much is a balloon seat?", "A seat costs $290. Would you also like to know how early you need to arrive?", BALLOON, True),
    w.faith("en-cf-027", "value.number", "How many desks does the Inkwell have?", "The cafe has 60 desks.", COWORK, False),
    w.faith("en-cf-028", "value.date", "When is the fishing season?", "The season runs from April 1 to October 15.", FISHING, False),
    w.faith("en-cf-029", "value.time", "When are the puppet shows?", "Shows start at 11 am and 4 pm on Saturdays and Sundays.", THEATRE, False),
    w.faith("en-cf-030", "value.unit", "How big is the retreat's farm?", "The retreat sits on a 12-acre farm outside Ashby Falls.", YOGA, False),
    w.faith("en-cf-031", "value.currency", "How much is a weekend in a shared room?", "A weekend in a shared room costs €340 per person.", YOGA, False),
    w.faith("en-cf-032", "role.swap", "Who wrote 'The Moon Fox'?", "'The Moon Fox' was written by Oliver Stroud and is directed by Clara Benn.", THEATRE, False),
    w.faith("en-cf-033", "negation", "Where can I buy a lounge day pass?", "The €45 day pass can be bought online as well as at the reception desk.", LOUNGE, False),
    w.faith("en-cf-034", "antonym", "When do the balloons fly?", "Skyward Balloons flies over the Wyndmere Valley at sunset from May to September.", BALLOON, False),
    w.faith("en-cf-035", "modality", "What do I do with my pen in the reading room?", "Pens, food and drinks may be left in the lockers if you like, but you can also keep them with you.", ARCHIVE, False),
    w.faith("en-cf-036", "quantifier", "Can I learn in an automatic car at Northgate?", "Yes, all instructors at Northgate teach in both manual and automatic cars.", DRIVING, False),
    w.faith("en-cf-037", "value.except", "Do I have to hand in my phone at the retreat?", "Yes, phones are collected from every guest at check-in, including doctors and nurses on call.", YOGA, False),
    w.faith("en-cf-038", "direction", "What if I cancel a driving lesson?", "Lessons cancelled more than 24 hours in advance are charged in full, unless you bring a doctor's note.", DRIVING, False),
    w.faith("en-cf-039", "added.fact", "What does the Inkwell day pass include?", "The $18 day pass includes unlimited filter coffee and a free lunch.", COWORK, False),
    w.faith("en-cf-040", "added.entity", "Who runs the fishing charters?", "Captain Rosa Mendes runs them together with her co-captain, Sam Whitley.", FISHING, False),
    w.faith("en-cf-041", "mixed", "How much does it cost to hem trousers?", "Hemming trousers costs $15, and the shop delivers the finished trousers to your home for free.", TAILOR, False),
]

REFUSAL = [
    w.refusal("en-cf-042", "refusal.plain", "Is there a smoking room in the Meridian Lounge?", "I'm sorry, I don't know whether the lounge has a smoking room.", LOUNGE, True),
    w.refusal("en-cf-043", "refusal.context", "Can I buy cheese to take home after the tour?", "The provided information does not say whether cheese can be bought after the tour.", DAIRY, True),
    w.refusal("en-cf-044", "refusal.short", "Is there parking near the Little Lantern Theatre?", "I don't know.", THEATRE, True),
    w.refusal("en-cf-045", "refusal.long", "May I bring a laptop into the reading room?", "Thank you for your question. Unfortunately, the information I have about the reading room covers its opening hours, reader's cards, document orders, the pencil rule and photography, but it says nothing about laptops, so I'm not able to tell you whether you may bring one. I would suggest contacting the archive directly before your visit.", ARCHIVE, True),
    w.refusal("en-cf-046", "refusal.hedged", "How long is the balloon flight?", "I'm not completely sure, but it seems the flight itself lasts about one hour.", BALLOON, False),
    w.refusal("en-cf-047", "refusal.partial", "How much is a single room, and does the retreat have a pool?", "A weekend in a single room costs £460, but I can't find anything about a pool.", YOGA, False),
]

CORRECTNESS = [
    w.correct("en-cf-048", "correct.wordy", "How much does the beginner package cost?", "If you choose the beginner package, which bundles ten lessons together, the price for the whole package comes to $550 in total.", "The beginner package of 10 lessons costs $550.", True),
    w.correct("en-cf-049", "correct.short", "What time do the fishing trips leave?", "6 am.", "The fishing trips leave at 6:00 am.", True),
    w.correct("en-cf-050", "correct.format", "What time does Ferraro & Sons close?", "At 18:00.", "The shop closes at 6 pm.", True),
    w.correct("en-cf-051", "wrong.value", "How much is a monthly membership at the Inkwell?", "A monthly membership costs $260.", "A monthly membership costs $220.", False),
    w.correct("en-cf-052", "wrong.echo", "On which days do the cheese tours take place?", "The cheese tours take place on Mondays and Thursdays.", "The cheese tours take place on Wednesdays and Fridays at 10 am.", False),
    w.correct("en-cf-053", "wrong.role", "Who directs 'The Moon Fox'?", "Clara Benn directs 'The Moon Fox', which Oliver Stroud wrote.", "Oliver Stroud directs 'The Moon Fox'; Clara Benn wrote it.", False),
]

RELEVANCY = [
    w.relevant("en-cf-054", "relevant.direct", "What is the minimum height for balloon passengers?", "Passengers must be at least 1.2 metres tall.", BALLOON, True),
    w.relevant("en-cf-055", "relevant.yesno", "Can Silver card holders bring a guest into the lounge?", "Yes, a Silver card holder may bring one guest.", LOUNGE, True),
    w.relevant("en-cf-056", "offtopic.true", "How many boxes of documents can I order per day?", "Only pencils are allowed in the reading room.", ARCHIVE, False),
    w.relevant("en-cf-057", "offtopic.other", "What are the Inkwell's opening hours?", "Members can book the meeting room for up to two hours a day at no extra charge.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("en-cf-058", "diag.pass", "How old do guests at the yoga retreat have to be?", "Guests must be at least 16, and those under 18 need a consent form signed by a parent.", {"yoga": YOGA, "dairy": DAIRY}, ("yoga",), "pass"),
    w.diag("en-cf-059", "diag.offtopic", "How many anglers can the Sea Lark take?", "Rods, bait and life jackets are included in the trip.", {"fishing": FISHING, "tailor": TAILOR}, ("fishing",), "fix_generation"),
    w.diag("en-cf-060", "diag.unfaithful", "What time does the Meridian Lounge open?", "The lounge opens every day at 7:00 am.", {"lounge": LOUNGE, "balloon": BALLOON}, ("lounge",), "fix_generation"),
    w.diag("en-cf-061", "diag.refused", "How long does a Northgate driving lesson last?", "Sorry, I couldn't find that in the documents.", {"driving": DRIVING, "theatre": THEATRE}, ("driving",), "fix_generation"),
    w.diag("en-cf-062", "diag.missed", "How much does Ferraro & Sons charge to hem trousers?", "The documents I have don't mention the price of hemming trousers.", {"theatre": THEATRE, "cowork": COWORK}, ("tailor",), "fix_retrieval"),
    w.diag("en-cf-063", "diag.correct_refusal", "Does the Halvern County Archive offer guided tours of its storage vaults?", "The documents don't say anything about tours of the archive's storage vaults.", {"archive": ARCHIVE, "fishing": FISHING}, (), "correct_refusal"),
    w.diag("en-cf-064", "diag.should_refuse", "Does Skyward Balloons sell gift vouchers?", "Yes, gift vouchers cost $290 and are valid for one year.", {"balloon": BALLOON, "cowork": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
