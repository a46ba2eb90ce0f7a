"""English cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BAKERY_HISTORY = (
    "Hollis Family Bakery was founded in 1958 by Edith Hollis on Mill Street. "
    "In 1994 her son Per took over the bakery, and since 2019 it has been run by Per's daughter Maja. "
    "The original wood-fired oven is still used every morning for the rye loaves."
)
BAKERY_ORDERS = (
    "The bakery is open every day except Monday, from 6:30 a.m. to 2 p.m. "
    "Birthday cakes must be ordered at least three days in advance, and a deposit of £10 is required. "
    "Bread left over at closing time is given to the Mill Street food bank."
)
KAYAK_PRICES = (
    "Riverbend Kayaks rents single kayaks for £18 per hour and tandem kayaks for £28 per hour. "
    "Every rental includes paddles and life jackets for all paddlers. "
    "Children under 12 may only paddle in a tandem with an adult."
)
KAYAK_HOURS = (
    "The rental hut on Willow Quay is open from 9:00 to 19:00 between May and September. "
    "The last kayak goes out at 17:30. "
    "If the river level rises above 1.8 metres, all trips are cancelled and refunded in full."
)
JOINERY_TEAM = (
    "Oakline Joinery was started in 2003 by the carpenter Tom Reyes and his brother-in-law Sam Okafor. "
    "Tom runs the workshop, while Sam handles quotes and customer visits. "
    "The firm employs nine people, including two apprentices."
)
JOINERY_TERMS = (
    "For fitted wardrobes, Oakline sends a free quote within five working days of the site visit. "
    "A deposit of 30% is due when the order is confirmed, and the rest on completion. "
    "All joinery comes with a ten-year guarantee on the frames, but not on the hinges."
)
HOTEL_HOUSE = (
    "The Larkspur is a boutique hotel with 14 rooms in a converted 1890s wool warehouse. "
    "It was opened in 2011 by Helen Marsh, who sold it to the Varga family in 2020. "
    "Check-in is from 3 p.m. and check-out is by 11 a.m."
)
HOTEL_SERVICES = (
    "Breakfast at the Larkspur is served from 7:00 to 10:30 and costs £16 per person unless it is included in the rate. "
    "Dogs are welcome in the four ground-floor rooms for a fee of £20 per night. "
    "The rooftop bar is open to hotel guests only."
)
FLOWER_SHOP = (
    "Petal & Stem, the flower shop on Harbour Road, is owned by Nadia Cole and managed by her nephew Luis. "
    "Same-day delivery within the town is available for orders placed before noon and costs £6. "
    "Wedding flowers need a consultation at least eight weeks before the date."
)
MUSIC_SCHOOL = (
    "The Ashgrove Music School was founded in 1987 by the pianist Irene Vos. "
    "Her former pupil Daniel Ng became director in 2016. "
    "Lessons last 45 minutes, and a term of 12 lessons costs £324. "
    "Pupils who miss a lesson with less than 24 hours' notice are not given a make-up lesson."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("en-t25-001", "para.relative", "Who took over the Hollis bakery?",
            "The bakery that Edith Hollis founded in 1958 was taken over by her son Per in 1994.",
            BAKERY_HISTORY, True),
    w.faith("en-t25-002", "para.combine", "Who runs the bakery now?",
            "Since 2019 it's been in the hands of Maja, whose father Per had taken it over in 1994.",
            BAKERY_HISTORY, True),
    w.faith("en-t25-003", "para.pronoun", "Who started the bakery?",
            "Edith Hollis founded it in 1958. She set it up on Mill Street.",
            BAKERY_HISTORY, True),
    w.faith("en-t25-004", "para.except", "Which day is the bakery closed?",
            "It's shut on Mondays; every other day of the week you'll find it open.",
            BAKERY_ORDERS, True),
    w.faith("en-t25-005", "fmt.time", "What are the bakery's opening hours?",
            "Doors open at half past six in the morning and close at 14:00.",
            BAKERY_ORDERS, True),
    w.faith("en-t25-006", "fmt.period", "How early do I need to order a birthday cake?",
            "You need to place the order no later than 72 hours beforehand and pay a £10 deposit.",
            BAKERY_ORDERS, True),
    w.faith("en-t25-007", "para.combine", "What do I get with a tandem?",
            "A tandem is £28 an hour, and paddles plus life jackets for both of you are part of the rental.",
            KAYAK_PRICES, True),
    w.faith("en-t25-008", "para.pronoun", "Can my 10-year-old take a kayak alone?",
            "No. Children under 12 can only paddle in a tandem. They must have an adult in the boat with them.",
            KAYAK_PRICES, True),
    w.faith("en-t25-009", "fmt.time", "When is the rental hut open?",
            "From May to September the hut on Willow Quay is open between 9 a.m. and 7 p.m.",
            KAYAK_HOURS, True),
    w.faith("en-t25-010", "para.combine", "Can I still rent a kayak at 6 p.m.?",
            "The hut stays open until 7 p.m., but the last kayak leaves at half past five, so 6 p.m. is too late.",
            KAYAK_HOURS, True),
    w.faith("en-t25-011", "para.relative", "Who should I talk to about a quote?",
            "Sam Okafor, who co-founded Oakline in 2003, looks after quotes and visits to customers.",
            JOINERY_TEAM, True),
    w.faith("en-t25-012", "para.pronoun", "What does Tom Reyes do at Oakline?",
            "Tom Reyes set up the firm in 2003 together with his brother-in-law. Today he is in charge of the workshop.",
            JOINERY_TEAM, True),
    w.faith("en-t25-013", "fmt.share", "How is payment split for a wardrobe?",
            "You pay 30 per cent when you confirm the order and the remaining 70 per cent once the job is finished.",
            JOINERY_TERMS, True),
    w.faith("en-t25-014", "para.synonym", "Are the hinges guaranteed?",
            "No, the ten-year guarantee covers the frames but leaves out the hinges.",
            JOINERY_TERMS, True),
    w.faith("en-t25-015", "para.relative", "Who owns the Larkspur?",
            "The Larkspur, which Helen Marsh opened in 2011, has belonged to the Varga family since they bought it from her in 2020.",
            HOTEL_HOUSE, True),
    w.faith("en-t25-016", "fmt.time", "What are check-in and check-out times?",
            "Check-in starts at 15:00, and you need to be out of your room by 11 in the morning.",
            HOTEL_HOUSE, True),
    w.faith("en-t25-017", "para.combine", "What extras cost money at the Larkspur?",
            "Bringing a dog to one of the four ground-floor rooms costs £20 a night, and breakfast is £16 a head if it isn't in your rate.",
            HOTEL_SERVICES, True),
    w.faith("en-t25-018", "wrap.attribution", "Can non-guests use the rooftop bar?",
            "According to the hotel's information, the rooftop bar is reserved for people staying at the hotel.",
            HOTEL_SERVICES, True),
    w.faith("en-t25-019", "para.passive", "Who is behind Petal & Stem?",
            "Nadia Cole owns Petal & Stem, and her nephew Luis manages the shop for her.",
            FLOWER_SHOP, True),
    w.faith("en-t25-020", "fmt.currency", "Can flowers be delivered today?",
            "Yes, if you order before 12:00 they'll deliver anywhere in town the same day for six pounds.",
            FLOWER_SHOP, True),
    w.faith("en-t25-021", "wrap.hedge", "When should we book a consultation for our wedding flowers?",
            "As far as I can tell, you'd need to have the consultation no later than eight weeks before the wedding.",
            FLOWER_SHOP, True),
    w.faith("en-t25-022", "para.relative", "Who is the director of Ashgrove?",
            "Daniel Ng, a former pupil of the school's founder Irene Vos, has been director since 2016.",
            MUSIC_SCHOOL, True),
    w.faith("en-t25-023", "fmt.period", "How long is a lesson?",
            "Each lesson lasts three quarters of an hour.",
            MUSIC_SCHOOL, True),
    w.faith("en-t25-024", "wrap.opener", "How much does a single kayak cost?",
            "Good question! A single kayak will set you back £18 for each hour.",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("en-t25-025", "added.fact", "Who took over the bakery from Edith?",
            "Her son Per took the bakery over in 1994, after training as a baker in Vienna.",
            BAKERY_HISTORY, False),
    w.faith("en-t25-026", "added.fact", "How do I order a birthday cake?",
            "Order it at least three days ahead and pay a £10 deposit, which you get back when you collect the cake.",
            BAKERY_ORDERS, False),
    w.faith("en-t25-027", "added.fact", "What's included in a kayak rental?",
            "Each rental comes with paddles, life jackets for everyone and a waterproof bag for your phone.",
            KAYAK_PRICES, False),
    w.faith("en-t25-028", "added.fact", "When is breakfast served?",
            "Breakfast is served between 7:00 and 10:30, and it includes fresh pastries from a local bakery.",
            HOTEL_SERVICES, False),
    w.faith("en-t25-029", "added.fact", "How big is the Larkspur?",
            "It has 14 rooms in an old 1890s wool warehouse, each with its own balcony.",
            HOTEL_HOUSE, False),
    w.faith("en-t25-030", "added.fact", "How does same-day delivery work?",
            "Order before noon and they'll deliver within the town for £6, with the flowers arriving by 5 p.m.",
            FLOWER_SHOP, False),
    w.faith("en-t25-031", "added.fact", "How many people work at Oakline?",
            "There are nine staff, two of them apprentices who are trained by Tom himself.",
            JOINERY_TEAM, False),
    w.faith("en-t25-032", "added.fact", "What does a term at Ashgrove cost?",
            "A term of twelve lessons costs £324, and siblings get a ten per cent discount.",
            MUSIC_SCHOOL, False),
    w.faith("en-t25-033", "role.swap", "Who does what at Oakline?",
            "Sam Okafor runs the workshop, while Tom Reyes deals with quotes and customer visits.",
            JOINERY_TEAM, False),
    w.faith("en-t25-034", "role.swap", "Who founded the music school?",
            "The school was founded in 1987 by Daniel Ng, and his former pupil Irene Vos became director in 2016.",
            MUSIC_SCHOOL, False),
    w.faith("en-t25-035", "role.swap", "Who sold the Larkspur?",
            "The Varga family sold the hotel to Helen Marsh in 2020.",
            HOTEL_HOUSE, False),
    w.faith("en-t25-036", "value.date", "Since when has Maja run the bakery?",
            "Maja has been running the family bakery since 2009.",
            BAKERY_HISTORY, False),
    w.faith("en-t25-037", "value.time", "When does the last kayak go out?",
            "The last kayak leaves the quay at half past six in the evening.",
            KAYAK_HOURS, False),
    w.faith("en-t25-038", "value.number", "Which rooms take dogs?",
            "Dogs can stay in any of the six ground-floor rooms for £20 a night.",
            HOTEL_SERVICES, False),
    w.faith("en-t25-039", "negation", "Are life jackets included?",
            "Life jackets aren't included in the rental, though paddles are.",
            KAYAK_PRICES, False),
    w.faith("en-t25-040", "antonym", "Is the rooftop bar open to everyone?",
            "Yes, the rooftop bar is open to the public as well as to guests.",
            HOTEL_SERVICES, False),
    w.faith("en-t25-041", "modality", "Do I have to order a birthday cake in advance?",
            "It's recommended, but not required, to order a birthday cake three days ahead.",
            BAKERY_ORDERS, False),
    w.faith("en-t25-042", "quantifier", "Do kids need an adult with them?",
            "Yes, all children, whatever their age, have to paddle in a tandem with an adult.",
            KAYAK_PRICES, False),
    w.faith("en-t25-043", "value.except", "What does the guarantee cover?",
            "The ten-year guarantee covers everything, hinges included.",
            JOINERY_TERMS, False),
    w.faith("en-t25-044", "direction", "When do I lose my lesson if I cancel?",
            "If you cancel with more than 24 hours' notice, you don't get a make-up lesson.",
            MUSIC_SCHOOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t25-045", "correct.wordy", "When was Hollis Family Bakery founded?",
              "From what the family history says, the bakery goes back to 1958, when Edith Hollis opened it on Mill Street.",
              "1958.", True),
    w.correct("en-t25-046", "correct.format", "How much is a single kayak per hour?",
              "18 pounds an hour.",
              "£18.", True),
    w.correct("en-t25-047", "correct.format", "By what time must guests check out of the Larkspur?",
              "By 11:00.",
              "11 a.m.", True),
    w.correct("en-t25-048", "correct.wordy", "Who founded the Ashgrove Music School?",
              "It was set up back in 1987 by Irene Vos, who is a pianist.",
              "Irene Vos.", True),
    w.correct("en-t25-049", "wrong.value", "How many rooms does the Larkspur have?",
              "The Larkspur has 16 rooms.",
              "14.", False),
    w.correct("en-t25-050", "wrong.role", "Who runs the workshop at Oakline Joinery?",
              "Sam Okafor runs the workshop.",
              "Tom Reyes.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
