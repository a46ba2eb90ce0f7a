"""English cases of set t39: a planetarium show and its rooftop telescope, a petting farm,
a community pool with lane rules, a parish hall for hire, a village shop's delivery rounds
and a dark-skies stargazing festival."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

PLANET_SHOW = (
    "The Orionis Planetarium screens its 'Journey to Saturn' show every Saturday at 14:30. "
    "The show lasts 40 minutes and is narrated by the astronomer Dr Helen Marsh. "
    "Tickets cost £8 for adults and £5 for children under 12. "
    "Latecomers are not admitted once the dome lights go down."
)
PLANET_ROOF = (
    "On clear Friday evenings the planetarium opens its rooftop telescope to visitors from 20:00 to 22:00. "
    "Volunteer Tom Keller operates the telescope, and technician Priya Shah services it every Monday morning. "
    "Children must be accompanied by an adult on the roof."
)
FARM_FEED = (
    "At Meadowbrook Petting Farm, visitors may feed the goats and sheep, but only with the pellets sold at the entrance for £1 a bag. "
    "Feeding the rabbits is not allowed. "
    "The farm is open every day except Tuesday, from 10:00 to 16:00."
)
FARM_DONKEYS = (
    "Keeper Anna Lowe trains the new volunteers, and on Sundays she gives a 30-minute 'Meet the Donkeys' talk at 11:00. "
    "The farm's two donkeys, Pip and Bramble, were donated to the farm by the Hartley family in 2019. "
    "Groups of more than 15 people must book a week in advance."
)
POOL_LANES = (
    "At Fernhill Community Pool, lanes 1 and 2 are reserved for fast swimmers, lane 3 for a medium pace and lane 4 for slow swimmers. "
    "In every lane, swimmers keep to the right and overtake only at the wall. "
    "On Wednesdays from 18:00 to 19:00, aqua-fit classes take over lanes 3 and 4."
)
POOL_ENTRY = (
    "A single swim at Fernhill costs £4.20, and a ten-swim card costs £36. "
    "Lifeguard Mark Dunn supervises the early session, which runs from 6:30 to 8:00 on weekdays. "
    "Swimming caps are compulsory for anyone with hair longer than shoulder length."
)
HALL_HIRE = (
    "St Aldhelm's Parish Hall can be hired for £22 an hour, with a minimum booking of three hours. "
    "Bookings are handled by the parish secretary, Mrs Joan Pryce, who takes a £50 deposit that is refunded once the key is returned. "
    "Music must stop by 23:00."
)
HALL_RULES = (
    "The hall seats 120 people in rows, or 80 at tables. "
    "It can be booked on any day except Sunday mornings. "
    "Hirers may use the kitchen, but the stage lighting is operated only by the caretaker, Dennis Holt. "
    "Alcohol may be served at private parties but not at children's events."
)
SHOP_ROUNDS = (
    "Hollins Village Stores delivers groceries to outlying farms on Tuesdays and Fridays. "
    "Orders must be phoned in by 17:00 the day before. "
    "Delivery is free for orders over £25; smaller orders carry a £3 charge. "
    "Driver Sam Ortiz does the Tuesday round, and the shop's owner, Ruth Hollins, does the Friday one."
)
FESTIVAL = (
    "The Dark Skies Festival takes place on Kielder Common from 14 to 16 October. "
    "On the Saturday night, Professor Amir Nadeem will give a talk on meteor showers, introduced by the festival director, Clare Webb. "
    "Camping pitches cost £15 per night, and red torches are handed out free at the gate. "
    "All white lights must be switched off after 21:00."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("en-t39-001", "para.combine", "Tell me about the Saturn show.", "Dr Helen Marsh presents 'Journey to Saturn', a forty-minute show screened on Saturday afternoons at half past two.", PLANET_SHOW, True),
    w.faith("en-t39-002", "para.synonym", "Can I still get in if I'm running late?", "No. Once the lights in the dome are dimmed, late arrivals are turned away.", PLANET_SHOW, True),
    w.faith("en-t39-003", "fmt.currency", "How much are the tickets?", "It's eight pounds for an adult and five pounds for a child under twelve.", PLANET_SHOW, True),
    w.faith("en-t39-004", "para.pronoun", "Who looks after the rooftop telescope?", "Priya Shah, the technician: she services it on Monday mornings, while Tom Keller is the one who runs it for visitors.", PLANET_ROOF, True),
    w.faith("en-t39-005", "fmt.time", "When can visitors use the telescope?", "On clear Friday nights, between 8 and 10 p.m.", PLANET_ROOF, True),
    w.faith("en-t39-006", "modality", "Can my kids go up to the roof?", "It's recommended, though not required, that children go up to the roof with an adult.", PLANET_ROOF, False),
    w.faith("en-t39-007", "role.swap", "Who does what with the telescope?", "Priya Shah is the one who operates the telescope for the public, and Tom Keller does the maintenance every Monday morning.", PLANET_ROOF, False),
    w.faith("en-t39-008", "para.except", "Which days is the farm open?", "The farm is shut on Tuesdays; the rest of the week you can visit between 10 a.m. and 4 p.m.", FARM_FEED, True),
    w.faith("en-t39-009", "para.synonym", "What can we give the animals to eat?", "The goats and sheep may be given nothing but the bags of pellets on sale at the entrance.", FARM_FEED, True),
    w.faith("en-t39-010", "negation", "Can the children feed the rabbits?", "Yes, the rabbits can be fed as well as the goats and sheep.", FARM_FEED, False),
    w.faith("en-t39-011", "value.currency", "How much is the animal feed?", "The pellets are sold at the entrance for two pounds a bag.", FARM_FEED, False),
    w.faith("en-t39-012", "added.fact", "What can we feed the goats?", "Only the pellets sold at the gate, an organic oat mix that costs £1 a bag.", FARM_FEED, False),
    w.faith("en-t39-013", "para.pronoun", "Who runs the donkey talk?", "Anna Lowe does. She's the keeper who trains the new volunteers, and she holds the talk on Sundays at eleven.", FARM_DONKEYS, True),
    w.faith("en-t39-014", "para.combine", "What can you tell me about the donkeys?", "Anna Lowe's Sunday talk takes half an hour, and the farm's two donkeys, Pip and Bramble, were a 2019 gift from the Hartley family.", FARM_DONKEYS, True),
    w.faith("en-t39-015", "fmt.period", "Do groups need to book?", "Yes, if there are more than fifteen of you, you need to book seven days ahead.", FARM_DONKEYS, True),
    w.faith("en-t39-016", "role.swap", "What's the story of Pip and Bramble?", "They're the two donkeys that the farm gave to the Hartley family back in 2019.", FARM_DONKEYS, False),
    w.faith("en-t39-017", "quantifier", "Do we need to book?", "Every group, whatever its size, has to reserve a week ahead.", FARM_DONKEYS, False),
    w.faith("en-t39-018", "added.fact", "Who trains the volunteers?", "Keeper Anna Lowe, who has run the farm's volunteer scheme for ten years, trains the newcomers.", FARM_DONKEYS, False),
    w.faith("en-t39-019", "para.synonym", "Which lane should I use if I swim slowly?", "Lane 4 is set aside for slower swimmers, and lane 3 is for people swimming at a moderate pace.", POOL_LANES, True),
    w.faith("en-t39-020", "para.combine", "What happens on Wednesday evenings?", "From 6 to 7 p.m. aqua-fit classes occupy lanes 3 and 4, the medium and slow lanes.", POOL_LANES, True),
    w.faith("en-t39-021", "antonym", "Which lane is for fast swimmers?", "Lane 4 is the lane kept for the quickest swimmers.", POOL_LANES, False),
    w.faith("en-t39-022", "direction", "What are the lane rules?", "Swimmers keep to the left in each lane and only pass one another at the wall.", POOL_LANES, False),
    w.faith("en-t39-023", "added.fact", "When is aqua-fit?", "Aqua-fit runs on Wednesdays from 6 to 7 p.m. in lanes 3 and 4, and it's free for pool members.", POOL_LANES, False),
    w.faith("en-t39-024", "para.relative", "Who is on duty in the early session?", "Mark Dunn is the lifeguard who watches over the weekday early session from 6:30 to 8:00.", POOL_ENTRY, True),
    w.faith("en-t39-025", "para.synonym", "Do I need a swimming cap?", "You do if your hair goes past your shoulders; caps are mandatory in that case.", POOL_ENTRY, True),
    w.faith("en-t39-026", "value.time", "When is the early session?", "The early session is on weekdays from half past six until nine in the morning.", POOL_ENTRY, False),
    w.faith("en-t39-027", "added.fact", "How much is a ten-swim card?", "A ten-swim card costs £36 and stays valid for twelve months.", POOL_ENTRY, False),
    w.faith("en-t39-028", "para.combine", "What are the main terms for hiring the hall?", "You pay £22 per hour with a three-hour minimum, and the music has to be off by 11 p.m.", HALL_HIRE, True),
    w.faith("en-t39-029", "para.pronoun", "Who do I book the hall with?", "With Mrs Joan Pryce, the parish secretary. She also takes the £50 deposit, which you get back when you return the key.", HALL_HIRE, True),
    w.faith("en-t39-030", "added.fact", "Is there a deposit?", "Yes, Mrs Pryce asks for a £50 deposit by bank transfer, refunded once the key is back.", HALL_HIRE, False),
    w.faith("en-t39-031", "fmt.number", "How many people does the hall hold?", "A hundred and twenty seated in rows, or eighty if you set it out with tables.", HALL_RULES, True),
    w.faith("en-t39-032", "para.except", "When is the hall not available?", "Sunday mornings are the only time it can't be booked.", HALL_RULES, True),
    w.faith("en-t39-033", "role.swap", "Can we use the stage lights?", "Yes, hirers work the stage lighting themselves; it's the kitchen that only the caretaker, Dennis Holt, may use.", HALL_RULES, False),
    w.faith("en-t39-034", "para.passive", "Who operates the stage lighting?", "The stage lights are run solely by Dennis Holt, the caretaker.", HALL_RULES, True),
    w.faith("en-t39-035", "para.combine", "How do the farm deliveries work?", "The shop delivers out to the farms twice a week, on Tuesdays and Fridays, and there's no charge when your order is above £25.", SHOP_ROUNDS, True),
    w.faith("en-t39-036", "role.swap", "Who does the delivery rounds?", "Ruth Hollins handles the Tuesday round herself, leaving Fridays to Sam Ortiz.", SHOP_ROUNDS, False),
    w.faith("en-t39-037", "direction", "Is delivery free?", "Only for orders under £25; anything bigger costs £3 to deliver.", SHOP_ROUNDS, False),
    w.faith("en-t39-038", "wrap.opener", "When do I need to order by?", "Good question! Ring your order through by 5 p.m. on the day before the delivery.", SHOP_ROUNDS, True),
    w.faith("en-t39-039", "para.pronoun", "Who does the Friday deliveries?", "The owner, Ruth Hollins. She does the Friday round herself.", SHOP_ROUNDS, True),
    w.faith("en-t39-040", "fmt.date", "When is the festival?", "It runs from the 14th to the 16th of October on Kielder Common.", FESTIVAL, True),
    w.faith("en-t39-041", "wrap.attribution", "Do I need to bring a red torch?", "According to the festival information, red torches are given out free of charge at the gate.", FESTIVAL, True),
    w.faith("en-t39-042", "role.swap", "Who is speaking on Saturday?", "Clare Webb will give the meteor shower talk on Saturday night, with Professor Nadeem introducing her.", FESTIVAL, False),
    w.faith("en-t39-043", "added.fact", "How much is camping?", "A pitch costs £15 a night, and every pitch comes with an electric hook-up.", FESTIVAL, False),
    w.faith("en-t39-044", "added.entity", "What's on the Saturday night?", "Professor Amir Nadeem and the astronomer Lucy Chen will talk about meteor showers, after an introduction by Clare Webb.", FESTIVAL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t39-045", "correct.wordy", "What time does the Saturn show start?", "The planetarium's 'Journey to Saturn' show starts every Saturday at half past two in the afternoon.", "14:30 on Saturdays.", True),
    w.correct("en-t39-046", "correct.format", "How much is a ten-swim card at Fernhill?", "Thirty-six pounds.", "£36", True),
    w.correct("en-t39-047", "correct.wordy", "Who operates the stage lighting in the parish hall?", "Only the caretaker is allowed to run the stage lights, and the caretaker is Dennis Holt.", "Dennis Holt, the caretaker.", True),
    w.correct("en-t39-048", "correct.format", "When is the Dark Skies Festival?", "14/10 to 16/10.", "From 14 to 16 October.", True),
    w.correct("en-t39-049", "wrong.value", "How much is the deposit for the parish hall?", "The deposit is £30, refunded when you return the key.", "£50", False),
    w.correct("en-t39-050", "wrong.role", "Who gives the talk on meteor showers?", "The festival director, Clare Webb, gives the meteor shower talk.", "Professor Amir Nadeem.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
