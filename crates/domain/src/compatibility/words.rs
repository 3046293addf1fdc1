//! Reasons in plain words: "Aiden is a night owl, which you marked very important".

use super::{Fit, Reason, Side};
use crate::catalogues;

impl Reason {
    /// The reason in plain words, naming the other student: "Aiden is a night owl, which you
    /// marked very important", "Aiden is looking for someone who is an early bird; you're a
    /// night owl", "You both like Cooking".
    pub fn in_words(&self, name: &str) -> String {
        match self {
            Reason::Expectation { side: Side::Yours, category, answer, importance, fit: Fit::Met, .. } => {
                format!("{name} {}, which you marked {}", does(category, answer), importance.in_words())
            }
            Reason::Expectation { side: Side::Yours, category, wanted, answer, fit, .. } => {
                format!(
                    "You're looking for {}; {name} {}{}",
                    wants(category, wanted),
                    does(category, answer),
                    near(*fit)
                )
            }
            Reason::Expectation { side: Side::Theirs, category, answer, importance, fit: Fit::Met, .. } => {
                format!("{}, which {name} marked {}", capitalised(&you_do(category, answer)), importance.in_words())
            }
            Reason::Expectation { side: Side::Theirs, category, wanted, answer, fit, .. } => {
                format!("{name} is looking for {}; {}{}", wants(category, wanted), you_do(category, answer), near(*fit))
            }
            Reason::Same { category, answer } => both(category, answer),
            Reason::SharedInterests(shared) => match shared.as_slice() {
                [one] => format!("You both like {one}"),
                [first, second] => format!("You both like {first} and {second}"),
                [first, second, rest @ ..] => format!("You both like {first}, {second} and {} more", rest.len()),
                [] => String::new(),
            },
        }
    }
}

/// A lifestyle answer as what someone does: "keep a balanced sleep schedule", "don't smoke".
fn habit(category: &str, answer: &str) -> String {
    let lower = answer.to_lowercase();
    match (category, answer) {
        ("sleepSchedule", "Early Bird" | "Night Owl") => format!("are {}", with_article(&lower)),
        ("sleepSchedule", "Irregular") => "keep irregular hours".to_owned(),
        ("sleepSchedule", _) => format!("keep a {lower} sleep schedule"),
        ("cleanliness", "Average") => "keep things reasonably tidy".to_owned(),
        ("cleanliness", _) => format!("keep things {lower}"),
        ("guestPreference", "Anytime") => "have guests over any time".to_owned(),
        ("guestPreference", _) => format!("have guests over {lower}"),
        ("studyingPreference", "Silent") => "study in silence".to_owned(),
        ("studyingPreference", "Cafe/Library") => "study at cafes or the library".to_owned(),
        ("studyingPreference", "Group Study") => "study in groups".to_owned(),
        ("studyingPreference", "Late Night") => "study late at night".to_owned(),
        ("studyingPreference", "Early Morning") => "study early in the morning".to_owned(),
        ("studyingPreference", _) => format!("study {lower}"),
        ("substances", "No Alcohol") => "don't drink".to_owned(),
        ("substances", "No Smoking") => "don't smoke".to_owned(),
        ("substances", "Smoker") => "smoke".to_owned(),
        ("substances", "Social Drinker") => "drink socially".to_owned(),
        ("substances", _) => format!("are {lower}"),
        ("housing", "Commuter") => "commute".to_owned(),
        ("housing", "Off-campus") => "want to live off campus".to_owned(),
        ("housing", "Greek Housing") => "want Greek housing".to_owned(),
        ("housing", _) => format!("want {}", with_article(&lower)),
        ("major", _) => format!("study {answer}"),
        ("hometown", _) => format!("are from {answer}"),
        _ => format!("chose {answer} for {}", label(category)),
    }
}

/// A habit said of one other person: "are a night owl" becomes "is a night owl", "don't
/// smoke" "doesn't smoke", "study in groups" "studies in groups".
fn third_person(habit: &str) -> String {
    let (verb, rest) = habit.split_once(' ').unwrap_or((habit, ""));
    let verb = match verb {
        "are" => "is".to_owned(),
        "don't" => "doesn't".to_owned(),
        "have" => "has".to_owned(),
        "chose" => "chose".to_owned(),
        _ => match verb.strip_suffix('y') {
            Some(stem) => format!("{stem}ies"),
            None => format!("{verb}s"),
        },
    };
    if rest.is_empty() { verb } else { format!("{verb} {rest}") }
}

fn joined(parts: &[String], last: &str) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., tail] => format!("{} {last} {tail}", init.join(", ")),
    }
}

/// "is a night owl and doesn't smoke": what another person does.
fn does(category: &str, answers: &[&str]) -> String {
    let habits: Vec<String> = answers.iter().map(|a| third_person(&habit(category, a))).collect();
    joined(&habits, "and")
}

/// What someone looks for: "someone who is an early bird or keeps a balanced sleep schedule";
/// on a scale, its range: "cleanliness at least Neat".
fn wants(category: &str, wanted: &[&str]) -> String {
    if let Some(catalogue) = catalogues::catalogue(category)
        && let Some(range) = catalogue.range_of(wanted)
    {
        return format!("{} {}", catalogue.label.to_lowercase(), catalogue.range_in_words(range));
    }
    let habits: Vec<String> = wanted.iter().map(|a| third_person(&habit(category, a))).collect();
    format!("someone who {}", joined(&habits, "or"))
}

/// What a nearly met expectation adds to its sentence.
fn near(fit: Fit) -> &'static str {
    match fit {
        Fit::Near => ", one step away (counts half)",
        Fit::Met | Fit::Unmet => "",
    }
}

/// "you're a night owl", "you don't smoke".
fn you_do(category: &str, answers: &[&str]) -> String {
    let habits: Vec<String> = answers.iter().map(|a| habit(category, a)).collect();
    let habits = joined(&habits, "and");
    match habits.strip_prefix("are ") {
        Some(rest) => format!("you're {rest}"),
        None => format!("you {habits}"),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "You're both from Texas", "You both study Physics".
fn both(category: &str, answer: &str) -> String {
    let habit = habit(category, answer);
    match habit.strip_prefix("are ") {
        Some(rest) => format!("You're both {rest}"),
        None => format!("You both {habit}"),
    }
}

fn label(category: &str) -> String {
    catalogues::catalogue(category).map_or_else(|| category.to_owned(), |c| c.label.to_lowercase())
}

fn with_article(answer: &str) -> String {
    let lower = answer.to_lowercase();
    if lower.starts_with(['a', 'e', 'i', 'o', 'u']) { format!("an {lower}") } else { format!("a {lower}") }
}
