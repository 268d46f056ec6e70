/* @@backend: kernel */ /* @@exit: 1 */
/* @@stderr: probe description :::tick-100us does not match any probes */
/*
 * Intervals below 200 us (5000 Hz) make no probe, as the reference.
 */
tick-100us
{
}
