/* @@stderr: foo has not yet been declared or assigned */
/* The same, the array read as an aggregation key. */
BEGIN
/pid != 0/
{
	@[foo["a"]] = count();
}
