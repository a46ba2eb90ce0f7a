"""English cases of set t12: a maternity ward's visiting rules and breastfeeding class, an
IT helpdesk and a network repair, a bookshop's author evening and story hour, a sailing
club's rules and regatta, a removals company's terms, and a flu vaccination clinic."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

WARD = "Visiting hours on the Rosewood Maternity Ward run from 14:00 to 20:00 every day. Partners may stay overnight in the single rooms but not in the shared bays. Each mother may have at most two visitors at the bedside at a time. Children under 12, other than the baby's siblings, are not allowed on the ward."
WARD2 = "Midwife Clara Benson leads the Tuesday breastfeeding class in the day room at 10:30. The class lasts 45 minutes and is free for all mothers on the ward. Partners are welcome to attend. Ward manager Leo Hartley asks that flowers be left at the reception desk, as they are not permitted at the bedside."
HELP = "The IT helpdesk on the third floor is staffed from 8 a.m. to 6 p.m., Monday to Friday. Outside those hours, urgent faults can be reported on extension 4455. Password resets are handled only in person and require a staff ID card. Laptop repairs usually take three working days."
HELP2 = "Technician Priya Nair replaced the faulty switch in the finance office on 4 March. Her colleague Tom Ellis then reconfigured the printers on that floor. The finance team lost network access for roughly 90 minutes during the work. A follow-up check is planned for 18 March."
BOOK = "Harbour Lane Books hosts an author evening with novelist Miriam Osei on Thursday 12 June at 7 p.m. Tickets cost £8, which can be redeemed against a copy of her new novel. Seating is limited to 60 people. The shop's poetry circle, which normally meets on Thursdays, moves to Wednesday that week."
BOOK2 = "The children's story hour takes place every Saturday at 11:00 except during the August holidays. It is led by bookseller Owen Price and aimed at children aged 3 to 7. Parents must stay in the shop while their children attend. Entry is free, but places must be booked in advance."
SAIL = "Members of Westwater Sailing Club may book the club's dinghies for up to three hours at a time. Life jackets must be worn on the water at all times, including by experienced sailors. The slipway is closed to launches when wind speeds exceed 25 knots. Beginners' courses run from April to September and cost £240 for members."
SAIL2 = "At the spring regatta, Hannah Clarke finished first in the Laser class, ahead of defending champion Marcus Webb. The race committee was chaired by Gordon Fyfe. Prizes were presented at the clubhouse at 5:30 p.m. Fourteen boats started the Laser race, and two of them retired."
MOVE = "Swiftline Removals charges £95 per hour for a van with two movers, with a minimum booking of three hours. Customers who cancel less than 48 hours before the move lose their £50 deposit. Packing materials are supplied free of charge for bookings of five hours or more. The company does not transport pianos, plants or hazardous liquids."
VAX = "The Northgate Vaccination Clinic offers flu jabs on weekdays from 9:00 to 16:00, except on Wednesdays, when it closes at 12:30. No appointment is needed for adults, but children must be booked in through the GP surgery. The vaccine is free for people aged 65 and over; others pay £15. Patients are asked to wait 15 minutes after the injection before leaving."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("en-t12-001", "fmt.time", "When can visitors come to the Rosewood ward?", "Visitors can come any day between 2 p.m. and 8 p.m.", WARD, True),
    w.faith("en-t12-002", "para.except", "Can my partner sleep over on the ward?", "Yes, but only in a single room; overnight stays aren't possible in the shared bays.", WARD, True),
    w.faith("en-t12-003", "para.synonym", "How many people can sit with a mother at once?", "No more than two visitors can be at a mother's bedside at the same time.", WARD, True),
    w.faith("en-t12-004", "para.except", "Can young children visit the ward?", "Apart from the baby's brothers and sisters, children younger than 12 can't come onto the ward.", WARD, True),
    w.faith("en-t12-005", "para.passive", "Who runs the breastfeeding class?", "The Tuesday breastfeeding class is led by midwife Clara Benson.", WARD2, True),
    w.faith("en-t12-006", "fmt.period", "How long is the breastfeeding class, and what does it cost?", "It runs for three quarters of an hour and costs nothing for mothers on the ward.", WARD2, True),
    w.faith("en-t12-007", "para.combine", "Where should I put the flowers I bring?", "Flowers aren't allowed at the bedside, so the ward manager, Leo Hartley, asks visitors to leave them at reception.", WARD2, True),
    w.faith("en-t12-008", "fmt.time", "When is the helpdesk open?", "There's someone at the helpdesk on weekdays from 08:00 until 18:00.", HELP, True),
    w.faith("en-t12-009", "para.synonym", "Can I get my password reset over the phone?", "No, password resets are done only face to face, and you'll need to bring your staff ID card.", HELP, True),
    w.faith("en-t12-010", "para.passive", "Who replaced the switch in finance?", "The faulty switch in the finance office was swapped out by Priya Nair on 4 March.", HELP2, True),
    w.faith("en-t12-011", "fmt.period", "How long was the finance team offline?", "They were without network access for about an hour and a half while the work was done.", HELP2, True),
    w.faith("en-t12-012", "fmt.currency", "How much is a ticket for Miriam Osei's evening?", "Tickets are eight pounds, and you can put that money towards a copy of her new novel.", BOOK, True),
    w.faith("en-t12-013", "para.reorder", "When does the poetry circle meet in the week of the author evening?", "That week the poetry circle gets together on Wednesday rather than on its usual Thursday.", BOOK, True),
    w.faith("en-t12-014", "fmt.range", "Who is story hour for?", "Story hour is meant for children between three and seven years old.", BOOK2, True),
    w.faith("en-t12-015", "wrap.attribution", "Can I drop my child off at story hour and go shopping elsewhere?", "According to the shop's rules, parents have to remain in the shop while their children attend.", BOOK2, True),
    w.faith("en-t12-016", "para.synonym", "Do experienced sailors need life jackets?", "Yes, everyone on the water has to wear a life jacket the whole time, however experienced they are.", SAIL, True),
    w.faith("en-t12-017", "wrap.hedge", "When is the slipway shut?", "As far as I can tell, boats can't be launched from the slipway once the wind goes above 25 knots.", SAIL, True),
    w.faith("en-t12-018", "para.relative", "How did Hannah Clarke do at the spring regatta?", "Hannah Clarke, who won the Laser class, finished ahead of the defending champion, Marcus Webb.", SAIL2, True),
    w.faith("en-t12-019", "fmt.time", "When were the prizes handed out?", "The prizes were presented in the clubhouse at half past five in the evening.", SAIL2, True),
    w.faith("en-t12-020", "fmt.currency", "What does Swiftline charge?", "A van with two movers costs ninety-five pounds an hour, and you have to book at least three hours.", MOVE, True),
    w.faith("en-t12-021", "fmt.period", "What happens if I cancel my move at the last minute?", "If you call it off within two days of the move, you forfeit your £50 deposit.", MOVE, True),
    w.faith("en-t12-022", "para.except", "Will Swiftline move my piano?", "No, pianos are among the things Swiftline won't carry, along with plants and hazardous liquids.", MOVE, True),
    w.faith("en-t12-023", "wrap.opener", "Do I need an appointment for a flu jab?", "Good question! Adults can just walk in without an appointment, though children have to be booked in through the GP surgery.", VAX, True),
    w.faith("en-t12-024", "wrap.closer", "Can I leave straight after the jab?", "Please wait a quarter of an hour after your injection before you go. Hope that helps!", VAX, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t12-025", "role.swap", "Who reconfigured the printers?", "Priya Nair reconfigured the printers after Tom Ellis had swapped out the faulty switch.", HELP2, False),
    w.faith("en-t12-026", "role.swap", "Who won the Laser class?", "Marcus Webb took first place in the Laser class, beating Hannah Clarke.", SAIL2, False),
    w.faith("en-t12-027", "antonym", "Can I bring flowers to the bedside?", "Yes, flowers are welcome at the bedside, according to ward manager Leo Hartley.", WARD2, False),
    w.faith("en-t12-028", "antonym", "Do I get packing materials with a long booking?", "For bookings of five hours or more, packing materials are charged on top of the hourly rate.", MOVE, False),
    w.faith("en-t12-029", "negation", "What do I need for a password reset?", "Password resets are done in person, and you don't need your staff ID card for them.", HELP, False),
    w.faith("en-t12-030", "negation", "Is story hour free?", "No, story hour isn't free, and places have to be booked ahead.", BOOK2, False),
    w.faith("en-t12-031", "modality", "Do I have to book a place for story hour?", "Booking ahead is recommended but not required, and entry costs nothing.", BOOK2, False),
    w.faith("en-t12-032", "modality", "Are life jackets compulsory at the club?", "Wearing a life jacket on the water is advised, but it's left to each sailor to decide.", SAIL, False),
    w.faith("en-t12-033", "quantifier", "Who has to book a flu jab through the GP surgery?", "Everyone, adults included, has to book their flu jab through the GP surgery.", VAX, False),
    w.faith("en-t12-034", "quantifier", "Did every boat finish the Laser race?", "Yes, all fourteen boats that started the Laser race made it to the finish.", SAIL2, False),
    w.faith("en-t12-035", "direction", "When is launching stopped?", "Launching from the slipway is stopped whenever the wind drops below 25 knots.", SAIL, False),
    w.faith("en-t12-036", "direction", "When would I lose my deposit?", "You lose your £50 deposit if you cancel more than 48 hours before the move.", MOVE, False),
    w.faith("en-t12-037", "value.number", "How many visitors can a mother have at once?", "Each mother can have up to three people at her bedside at a time.", WARD, False),
    w.faith("en-t12-038", "value.time", "When does the clinic close on Wednesdays?", "On Wednesdays the flu clinic shuts at half past one.", VAX, False),
    w.faith("en-t12-039", "value.date", "When is Miriam Osei's author evening?", "Miriam Osei's evening is on Thursday 19 June, starting at 7 p.m.", BOOK, False),
    w.faith("en-t12-040", "value.currency", "What is Swiftline's hourly rate?", "Two movers and a van cost 95 euros per hour, with a three-hour minimum.", MOVE, False),
    w.faith("en-t12-041", "value.unit", "How windy does it have to be for the slipway to close?", "The slipway closes to launches once the wind tops 25 kilometres per hour.", SAIL, False),
    w.faith("en-t12-042", "value.except", "Which day does the clinic close early?", "The clinic opens 9:00 to 16:00 on weekdays, except Fridays, when it closes at 12:30.", VAX, False),
    w.faith("en-t12-043", "added.fact", "How long does a laptop repair take?", "Laptop repairs usually take three working days, and you're given a loan laptop in the meantime.", HELP, False),
    w.faith("en-t12-044", "added.entity", "Who is appearing at the author evening?", "Novelist Miriam Osei will be there on 12 June, in conversation with her editor, Jake Turner.", BOOK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t12-045", "correct.wordy", "What time were the prizes presented at the spring regatta?", "Going by the regatta report, the prizes were handed out at the clubhouse at 5:30 in the evening.", "5:30 p.m.", True),
    w.correct("en-t12-046", "correct.format", "How long do laptop repairs usually take at the helpdesk?", "Usually 3 working days.", "Three working days.", True),
    w.correct("en-t12-047", "correct.wordy", "What is the minimum booking with Swiftline Removals?", "Swiftline won't take a booking shorter than three hours, so three hours is the least you can book.", "Three hours.", True),
    w.correct("en-t12-048", "correct.format", "How much does a flu jab cost for someone under 65 at Northgate?", "It costs fifteen pounds.", "£15", True),
    w.correct("en-t12-049", "wrong.value", "How many people can attend the author evening at Harbour Lane Books?", "The author evening has seats for 80 people.", "60 people", False),
    w.correct("en-t12-050", "wrong.role", "Who won the Laser class at the spring regatta?", "Marcus Webb won it, ahead of Hannah Clarke.", "Hannah Clarke, ahead of Marcus Webb.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
