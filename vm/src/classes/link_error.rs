//! The error of a failed load, link or resolution, before it becomes a Java exception.

/// A linkage failure (JVMS §5: loading, linking, resolution) as the error class to throw and its
/// message. Found while loading, verifying or decoding; a failure found while decoding is thrown
/// when (and only if) the instruction executes, as the JVM specification requires.
#[derive(Clone, Debug)]
pub struct LinkError {
    pub class: &'static str,
    pub message: String,
}

/// A boxed [`LinkError`] of `class` (an error class's internal name) with `message`.
pub fn link_error(class: &'static str, message: impl Into<String>) -> Box<LinkError> {
    Box::new(LinkError {
        class,
        message: message.into(),
    })
}
