"""French cases of set T: a yoga studio, a municipal waste collection centre and a half
marathon."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

YOGA = (
    "Le studio Prana, situé rue des Tanneurs à Lyon, propose des cours de yoga du lundi au samedi. "
    "Le cours collectif coûte 16 €, et la carte de dix cours revient à 140 €. "
    "Les cours du soir commencent à 19 h 15 et durent une heure. "
    "Les tapis sont prêtés gratuitement, mais les serviettes ne sont pas fournies."
)
DECHETTERIE = (
    "La déchetterie de Saint-Aubin accepte gratuitement le verre, le carton, les gravats et les déchets verts des particuliers. "
    "Les professionnels doivent payer 25 € par passage. "
    "Elle est ouverte du lundi au samedi de 8 h 30 à 18 h, mais fermée le dimanche et les jours fériés."
)
SEMI = (
    "Le semi-marathon des Trois Ponts aura lieu le dimanche 9 novembre 2025 ; le départ sera donné à 9 h devant la mairie et l'arrivée sera jugée au stade municipal. "
    "L'inscription coûte 28 € et le nombre de participants est limité à 2 500 coureurs. "
    "Un ravitaillement est prévu tous les 5 kilomètres."
)

# fmt: off
FAITHFULNESS = [
    # réponses fidèles
    w.faith("fr-t-001", "para.reorder", "À quelle heure commencent les cours du soir ?", "C'est à 19 h 15 que commencent les cours du soir.", YOGA, True),
    w.faith("fr-t-002", "para.passive", "Faut-il apporter son tapis au studio Prana ?", "Non, le studio prête les tapis gratuitement.", YOGA, True),
    w.faith("fr-t-003", "para.synonym", "Combien coûte la carte de dix cours ?", "La carte de dix séances coûte 140 €.", YOGA, True),
    w.faith("fr-t-004", "para.relative", "Où se trouve le studio Prana ?", "C'est un studio de yoga qui se trouve rue des Tanneurs, à Lyon.", YOGA, True),
    w.faith("fr-t-005", "para.except", "Quels jours la déchetterie est-elle ouverte ?", "Elle est ouverte tous les jours sauf le dimanche et les jours fériés.", DECHETTERIE, True),
    w.faith("fr-t-006", "fmt.time", "À quelle heure part le semi-marathon ?", "Le départ est donné à 9:00.", SEMI, True),
    w.faith("fr-t-007", "fmt.date", "Quand a lieu le semi-marathon des Trois Ponts ?", "Il a lieu le 09/11/2025.", SEMI, True),
    w.faith("fr-t-008", "fmt.thousands", "Combien de coureurs peuvent participer ?", "La course est limitée à 2500 coureurs.", SEMI, True),
    w.faith("fr-t-009", "fmt.unit", "Tous les combien y a-t-il un ravitaillement ?", "Il y a un ravitaillement tous les 5 km.", SEMI, True),
    w.faith("fr-t-010", "wrap.opener", "Combien coûte un cours collectif au studio Prana ?", "Bonne question ! Un cours collectif coûte 16 €.", YOGA, True),
    # réponses avec une erreur nette
    w.faith("fr-t-011", "value.number", "Combien de coureurs peuvent s'inscrire au semi-marathon ?", "Le nombre de participants est limité à 1 500 coureurs.", SEMI, False),
    w.faith("fr-t-012", "value.date", "Quand a lieu le semi-marathon des Trois Ponts ?", "Il a lieu le dimanche 16 novembre 2025.", SEMI, False),
    w.faith("fr-t-013", "value.currency", "Combien coûte l'inscription au semi-marathon ?", "L'inscription coûte 32 €.", SEMI, False),
    w.faith("fr-t-014", "direction", "Quel est le parcours du semi-marathon ?", "Le départ est donné au stade municipal et l'arrivée est jugée devant la mairie.", SEMI, False),
    w.faith("fr-t-015", "negation", "Le studio Prana prête-t-il des tapis ?", "Non, le studio ne prête pas de tapis.", YOGA, False),
    w.faith("fr-t-016", "antonym", "Quand la déchetterie est-elle fermée ?", "La déchetterie est ouverte le dimanche et les jours fériés.", DECHETTERIE, False),
    w.faith("fr-t-017", "modality", "Les professionnels doivent-ils payer à la déchetterie ?", "Les professionnels peuvent payer 25 € par passage s'ils le souhaitent, mais ce n'est pas obligatoire.", DECHETTERIE, False),
    w.faith("fr-t-018", "value.except", "Quels jours la déchetterie est-elle ouverte ?", "Elle est ouverte tous les jours sauf le lundi.", DECHETTERIE, False),
    w.faith("fr-t-019", "added.fact", "Combien de temps durent les cours du soir ?", "Ils durent une heure et sont réservés aux débutants.", YOGA, False),
]

REFUSAL = [
    w.refusal("fr-t-020", "refusal.plain", "Le studio Prana propose-t-il des cours en ligne ?", "Je ne sais pas si le studio Prana propose des cours en ligne.", YOGA, True),
    w.refusal("fr-t-021", "refusal.long", "Y a-t-il une navette pour rejoindre le départ du semi-marathon ?", "Je suis désolé, mais les informations dont je dispose ne parlent d'aucune navette pour se rendre au départ, je ne peux donc pas répondre à cette question.", SEMI, True),
    w.refusal("fr-t-022", "refusal.partial", "Combien coûte l'inscription et quel est le temps limite pour finir ?", "Le texte n'indique pas de temps limite, mais l'inscription coûte 28 €.", SEMI, False),
]

CORRECTNESS = [
    w.correct("fr-t-023", "correct.wordy", "Combien paient les professionnels à la déchetterie ?", "À la déchetterie de Saint-Aubin, les professionnels doivent s'acquitter d'un tarif de 25 € à chaque passage.", "25 € par passage.", True),
    w.correct("fr-t-024", "correct.format", "À quelle heure commencent les cours du soir ?", "19:15.", "À 19 h 15.", True),
    w.correct("fr-t-025", "wrong.value", "Combien coûte la carte de dix cours ?", "La carte de dix cours coûte 160 €.", "La carte de dix cours coûte 140 €.", False),
]

RELEVANCY = [
    w.relevant("fr-t-026", "relevant.direct", "Il faut prévoir combien pour une séance en groupe ?", "16 €.", YOGA, True),
    w.relevant("fr-t-027", "relevant.yesno", "En tant que particulier, je peux déposer mes gravats sans payer ?", "Oui, c'est gratuit pour les particuliers.", DECHETTERIE, True),
    w.relevant("fr-t-028", "offtopic.true", "Combien coûte l'inscription au semi-marathon ?", "Un ravitaillement est prévu tous les 5 kilomètres.", SEMI, False),
]

DIAGNOSIS = [
    w.diag("fr-t-029", "diag.pass", "Où est jugée l'arrivée du semi-marathon des Trois Ponts ?", "L'arrivée est jugée au stade municipal.",
           {"semi-trois-ponts": SEMI, "studio-prana": YOGA}, ("semi-trois-ponts",), "pass"),
    w.diag("fr-t-030", "diag.missed", "Combien les professionnels paient-ils à la déchetterie de Saint-Aubin ?", "Les professionnels paient 10 € par passage.",
           {"studio-prana": YOGA, "semi-trois-ponts": SEMI}, ("dechetterie-saint-aubin",), "fix_retrieval"),
    w.diag("fr-t-031", "diag.correct_refusal", "Le studio Prana propose-t-il des cours pour enfants ?", "Les documents ne disent pas si le studio Prana propose des cours pour enfants.",
           {"studio-prana": YOGA, "dechetterie-saint-aubin": DECHETTERIE}, (), "correct_refusal"),
    w.diag("fr-t-032", "diag.unfaithful", "Combien de temps durent les cours du soir au studio Prana ?", "Les cours du soir durent une heure et demie.",
           {"studio-prana": YOGA, "semi-trois-ponts": SEMI}, ("studio-prana",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
