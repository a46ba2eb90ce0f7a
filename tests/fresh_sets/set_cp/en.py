"""Fresh set cp, English: a car rental agency, a mountain hut, a print shop, library e-book lending, a tattoo studio, a tennis club, a jazz club, an escape room, a cat café and a moving company."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

RENTAL = (
    "Northgate Car Rental is open every day except Sunday, from 7:30 a.m. to 7 p.m. "
    "Drivers must be at least 21 years old and must show a valid licence at pick-up. "
    "A compact car costs $45 per day, and an SUV costs $78 per day. "
    "Every rental includes 250 km per day; each extra kilometre costs $0.30. "
    "The branch manager, Dana Whitfield, approves all one-way rentals."
)
HUT = (
    "Kestrel Hut stands at 2,340 metres and has 48 beds in six dormitories. "
    "In 2025 the hut is open from 15 June to 30 September. "
    "A bed costs $38 per night for adults, and Alpine Club members pay half of that. "
    "Dinner is served at 6:30 p.m., and quiet hours begin at 10 p.m. "
    "The warden, Marta Keller, takes bookings by phone, and guests must bring their own sleeping-bag liner."
)
PRINT = (
    "Inkwell Print was founded in 2009 by Leo Martins and employs 7 people. "
    "The shop prints 1,200 business cards for $96, and an A1 poster costs $24. "
    "Standard orders are ready within two working days; express orders are ready in 24 hours and cost 50% more. "
    "Files must be sent as PDF. "
    "The shop is open Monday to Friday, from 8 a.m. to 6 p.m."
)
EBOOK = (
    "Members of Riverside Library may borrow up to five e-books at a time. "
    "Each loan lasts 21 days and ends automatically, so there are no late fees. "
    "E-book lending is free for all members. "
    "When a reserved title becomes available, it is held for 3 days. "
    "The lending app was developed by ShelfLine Ltd."
)
TATTOO = (
    "Black Orchid Tattoo is open every day except Monday, from noon to 9 p.m. "
    "Clients must be at least 18 and must show photo ID. "
    "A deposit of $60 is required to book an appointment, and the studio refunds it if the client cancels at least 48 hours before the appointment. "
    "Kai Moreno specialises in fine-line work, while Rosa Lindqvist does traditional designs. "
    "The hourly rate is $140, with a minimum charge of $80."
)
TENNIS = (
    "Elm Park Tennis Club was founded in 1962 and has 8 courts, 3 of them indoors. "
    "Annual membership costs $420, and juniors under 18 pay $150. "
    "Members may book a court up to 7 days in advance, for a maximum of 90 minutes per booking. "
    "Head coach Priya Nair leads group lessons on Tuesday and Thursday evenings at 6 p.m. "
    "White clothing is recommended but not required."
)
JAZZ = (
    "The Blue Lantern opens its doors at 8 p.m., and the first set starts at 9 p.m. "
    "Tickets cost $25 at the door and $20 online. "
    "The house band, the Marlow Trio, plays every Friday, and guest artists perform on Saturdays. "
    "The club holds 120 guests and does not take table reservations. "
    "Photos without flash are allowed, but video recording is not."
)
ESCAPE = (
    "The Lost Observatory is an escape room for 2 to 6 players, and a game lasts 60 minutes. "
    "It costs $28 per player. "
    "Each team may ask for up to three hints at no charge. "
    "Only 35% of teams escape before the time runs out. "
    "Children under 12 must be accompanied by an adult."
)
CATS = (
    "Whisker Café is home to 11 cats. "
    "All of them were adopted from the city shelter. "
    "Entry costs $12 per hour and includes one drink. "
    "Children under 8 are not admitted. "
    "The café is open Wednesday to Sunday, from 10 a.m. to 8 p.m., and guests may not pick up the cats."
)
MOVING = (
    "Swift Move is based in Canberra, which is the capital of Australia. "
    "A truck with two movers costs $120 per hour, with a minimum booking of three hours. "
    "The large truck carries up to 3.5 tonnes. "
    "Weekend moves must be booked at least 10 days in advance. "
    "Insurance covers damage up to $5,000 per move, and pianos are moved only by a specialist team led by Victor Hale."
)

# fmt: off
FAITHFULNESS = [
    w.faith("en-cp-001", "para.reorder", "What time is dinner at Kestrel Hut?", "At 6:30 p.m., dinner is served at Kestrel Hut.", HUT, True),
    w.faith("en-cp-002", "para.passive", "Who signs off on one-way rentals at Northgate?", "All one-way rentals are approved by the branch manager, Dana Whitfield.", RENTAL, True),
    w.faith("en-cp-003", "para.synonym", "How big is the team at Inkwell Print?", "Inkwell Print has a staff of 7.", PRINT, True),
    w.faith("en-cp-004", "para.nominal", "Can I get my deposit back if I cancel?", "Yes. A cancellation made at least 48 hours before the appointment gets you a refund of the deposit.", TATTOO, True),
    w.faith("en-cp-005", "para.capital", "Where is Swift Move based?", "Swift Move is based in Australia's capital, Canberra.", MOVING, True),
    w.faith("en-cp-006", "para.pronoun", "Who runs the group lessons at Elm Park?", "Priya Nair, the head coach. She leads them on Tuesday and Thursday evenings at 6 p.m.", TENNIS, True),
    w.faith("en-cp-007", "para.relative", "Who plays at the Blue Lantern on Fridays?", "The Marlow Trio, which is the club's house band, plays there every Friday.", JAZZ, True),
    w.faith("en-cp-008", "para.part", "How long does a game of The Lost Observatory take?", "A game lasts 60 minutes.", ESCAPE, True),
    w.faith("en-cp-009", "para.combine", "How many cats live at Whisker Café, and where do they come from?", "Whisker Café has 11 cats, all of them adopted from the city shelter.", CATS, True),
    w.faith("en-cp-010", "fmt.number", "How many e-books can I have out at once?", "Members can borrow up to 5 e-books at a time.", EBOOK, True),
    w.faith("en-cp-011", "fmt.thousands", "How many business cards do I get for $96?", "For $96, Inkwell Print prints 1200 business cards.", PRINT, True),
    w.faith("en-cp-012", "fmt.scale", "How much can the large truck carry?", "The large truck carries up to 3,500 kilograms.", MOVING, True),
    w.faith("en-cp-013", "fmt.date", "When is Kestrel Hut open this season?", "In 2025 it's open from June 15 to September 30.", HUT, True),
    w.faith("en-cp-014", "fmt.time", "When does the music start at the Blue Lantern?", "The first set starts at 21:00.", JAZZ, True),
    w.faith("en-cp-015", "fmt.unit", "How much mileage is included with a Northgate rental?", "Every rental includes 250 kilometres per day.", RENTAL, True),
    w.faith("en-cp-016", "fmt.abbrev", "Who built the library's lending app?", "The app was developed by ShelfLine Limited.", EBOOK, True),
    w.faith("en-cp-017", "fmt.currency", "What's the entry fee at Whisker Café?", "Entry is 12 dollars per hour, and one drink is included.", CATS, True),
    w.faith("en-cp-018", "fmt.range", "How long can I book a court for at Elm Park?", "A single booking can last up to 90 minutes.", TENNIS, True),
    w.faith("en-cp-019", "fmt.period", "How long do I get to keep an e-book?", "Each loan lasts three weeks.", EBOOK, True),
    w.faith("en-cp-020", "fmt.share", "What do Alpine Club members pay for a bed at Kestrel Hut?", "Alpine Club members pay 50% of the adult price.", HUT, True),
    w.faith("en-cp-021", "para.except", "Can I come by Black Orchid on a Monday?", "No, the studio is closed on Mondays.", TATTOO, True),
    w.faith("en-cp-022", "wrap.opener", "How much does Swift Move charge for a truck and movers?", "Great question! A truck with two movers costs $120 per hour.", MOVING, True),
    w.faith("en-cp-023", "wrap.closer", "How much is a yearly membership at Elm Park?", "An annual membership costs $420. I hope this helps!", TENNIS, True),
    w.faith("en-cp-024", "wrap.attribution", "How old do I need to be to rent from Northgate?", "According to Northgate's rental terms, drivers must be at least 21 years old.", RENTAL, True),
    w.faith("en-cp-025", "wrap.hedge", "Are young kids allowed at Whisker Café?", "As far as I can tell, children under 8 are not admitted.", CATS, True),
    w.faith("en-cp-026", "wrap.question", "How much is a ticket if I buy it online?", "Online tickets cost $20. Would you like the door price as well?", JAZZ, True),
    w.faith("en-cp-027", "value.number", "How many beds does Kestrel Hut have?", "Kestrel Hut has 56 beds in six dormitories.", HUT, False),
    w.faith("en-cp-028", "value.date", "When was Elm Park Tennis Club founded?", "The club was founded in 1968.", TENNIS, False),
    w.faith("en-cp-029", "value.time", "What time does Whisker Café close?", "Whisker Café closes at 9 p.m.", CATS, False),
    w.faith("en-cp-030", "value.unit", "How long will a reserved e-book be held for me?", "Once a reserved title becomes available, it is held for 3 weeks.", EBOOK, False),
    w.faith("en-cp-031", "value.currency", "How much is an A1 poster at Inkwell Print?", "An A1 poster costs $42.", PRINT, False),
    w.faith("en-cp-032", "role.swap", "Who should I see at Black Orchid for a fine-line tattoo?", "Rosa Lindqvist is the artist who specialises in fine-line work.", TATTOO, False),
    w.faith("en-cp-033", "negation", "Can I reserve a table at the Blue Lantern?", "Yes, the Blue Lantern takes table reservations.", JAZZ, False),
    w.faith("en-cp-034", "antonym", "What does it cost to borrow e-books from Riverside Library?", "E-book lending is a paid service for members.", EBOOK, False),
    w.faith("en-cp-035", "modality", "Is there a dress code at Elm Park?", "Yes, players must wear white clothing.", TENNIS, False),
    w.faith("en-cp-036", "quantifier", "Do most teams get out of The Lost Observatory?", "Yes, most teams escape before the time runs out.", ESCAPE, False),
    w.faith("en-cp-037", "value.except", "Is Northgate open on Sundays?", "Yes, Northgate is open on Sundays from 7:30 a.m. to 7 p.m.", RENTAL, False),
    w.faith("en-cp-038", "direction", "How far ahead do I need to book a weekend move?", "Weekend moves must be booked no more than 10 days in advance.", MOVING, False),
    w.faith("en-cp-039", "added.fact", "How quickly is a standard order ready?", "Standard orders are ready within two working days, and delivery within the city is free.", PRINT, False),
    w.faith("en-cp-040", "added.entity", "What's on at the Blue Lantern on Fridays?", "Every Friday the house band, the Marlow Trio, plays together with singer Ella Voss.", JAZZ, False),
    w.faith("en-cp-041", "mixed", "How many people can play The Lost Observatory?", "The room is for 2 to 6 players, and each player takes home a souvenir photo.", ESCAPE, False),
]
REFUSAL = [
    w.refusal("en-cp-042", "refusal.plain", "Does Black Orchid also do piercings?", "I'm sorry, I don't have that information.", TATTOO, True),
    w.refusal("en-cp-043", "refusal.context", "Is there Wi-Fi at Kestrel Hut?", "The provided documents don't say whether the hut has Wi-Fi.", HUT, True),
    w.refusal("en-cp-044", "refusal.short", "What are the cats at Whisker Café called?", "No idea.", CATS, True),
    w.refusal("en-cp-045", "refusal.long", "Does Swift Move handle international moves?", "Thank you for asking! Unfortunately, the documents I have don't mention international moves at all. They cover the hourly rate, the minimum booking, weekend bookings and insurance, but nothing about moving abroad. I'd suggest contacting Swift Move directly to check.", MOVING, True),
    w.refusal("en-cp-046", "refusal.hedged", "How many courts does Elm Park have?", "I'm not completely sure, but I believe the club has 8 courts.", TENNIS, False),
    w.refusal("en-cp-047", "refusal.partial", "How much are tickets at the Blue Lantern, and is there a drink minimum?", "Tickets are $25 at the door and $20 online. The documents don't say anything about a drink minimum, though.", JAZZ, False),
]
CORRECTNESS = [
    w.correct("en-cp-048", "correct.wordy", "Who founded Inkwell Print?", "Inkwell Print was set up back in 2009, and its founder is Leo Martins.", "Leo Martins.", True),
    w.correct("en-cp-049", "correct.short", "How long does a game in The Lost Observatory last?", "60 minutes.", "A game in The Lost Observatory lasts 60 minutes, counted from the moment the door closes.", True),
    w.correct("en-cp-050", "correct.format", "What time does Northgate Car Rental close?", "It closes at 19:00.", "7 p.m.", True),
    w.correct("en-cp-051", "wrong.value", "How much is entry at Whisker Café?", "Entry costs $15 per hour.", "$12 per hour, with one drink included.", False),
    w.correct("en-cp-052", "wrong.echo", "How long does an e-book loan last at Riverside Library?", "An e-book loan at Riverside Library lasts for the length of an e-book loan at Riverside Library.", "21 days.", False),
    w.correct("en-cp-053", "wrong.role", "Which artist at Black Orchid does traditional designs?", "Kai Moreno.", "Rosa Lindqvist.", False),
]
RELEVANCY = [
    w.relevant("en-cp-054", "relevant.direct", "Until when can we chat in the dorms at Kestrel Hut?", "Quiet hours begin at 10 p.m.", HUT, True),
    w.relevant("en-cp-055", "relevant.yesno", "Can I reserve a court a week ahead at Elm Park?", "Yes, members can book a court up to 7 days in advance.", TENNIS, True),
    w.relevant("en-cp-056", "offtopic.true", "Which file format should I send my design in?", "The shop is open Monday to Friday, from 8 a.m. to 6 p.m.", PRINT, False),
    w.relevant("en-cp-057", "offtopic.other", "How many hints do we get in The Lost Observatory?", "The room costs $28 per player.", ESCAPE, False),
]
DIAGNOSIS = [
    w.diag("en-cp-058", "diag.pass", "How much is an SUV per day at Northgate?", "An SUV costs $78 per day.", {"rental": RENTAL, "jazz": JAZZ}, ("rental",), "pass"),
    w.diag("en-cp-059", "diag.offtopic", "Which days is Whisker Café open?", "Entry costs $12 per hour and includes one drink.", {"cats": CATS, "tennis": TENNIS}, ("cats",), "fix_generation"),
    w.diag("en-cp-060", "diag.unfaithful", "What's the minimum booking at Swift Move?", "The minimum booking is one hour.", {"moving": MOVING, "rental": RENTAL}, ("moving",), "fix_generation"),
    w.diag("en-cp-061", "diag.refused", "How long is a reserved e-book held at Riverside Library?", "Sorry, I couldn't find that in the documents.", {"ebook": EBOOK, "print": PRINT}, ("ebook",), "fix_generation"),
    w.diag("en-cp-062", "diag.missed", "How old do you have to be to get tattooed at Black Orchid?", "I couldn't find an age requirement for Black Orchid in the documents.", {"hut": HUT, "print": PRINT}, ("tattoo",), "fix_retrieval"),
    w.diag("en-cp-063", "diag.correct_refusal", "Does the Blue Lantern serve food?", "The sources I have don't say whether the Blue Lantern serves food.", {"jazz": JAZZ, "cats": CATS}, (), "correct_refusal"),
    w.diag("en-cp-064", "diag.should_refuse", "Is The Lost Observatory wheelchair accessible?", "Yes, the room is fully wheelchair accessible.", {"escape": ESCAPE, "moving": MOVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
